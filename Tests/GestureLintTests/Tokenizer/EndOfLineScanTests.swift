import Testing
@testable import GestureLintCore

/// `ByteLexer.endOfLine` tests eight bytes at a time; from every start it must stop where a
/// byte-by-byte scan for `\n` or `\r` stops.
@Suite struct EndOfLineScanTests {
    func reference(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    func scanned(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = ByteLexer(buffer, tokens: LexerBuffer(capacity: 16))
            defer {
                lexer.tokens.deallocate()
                lexer.stack.deallocate()
            }
            return (0...bytes.count).map { lexer.endOfLine(from: $0) }
        }
    }

    @Test func stopsWhereAByteByByteScanStops() {
        var generator = SystemRandomNumberGenerator()
        // Both line breaks, their neighbours (0x09, 0x0B, 0x0C, 0x0E, 0x8A, 0x8D), zero and high
        // bytes, at every alignment and run length.
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x0E, 0x00, 0x01, 0x80, 0x81, 0x8A, 0x8D, 0xFF, 0x20]
        for length in Array(0...40) + [63, 64, 65, 1000] {
            for density in [2, 10, 60] {
                let bytes = (0..<length).map { _ -> UInt8 in
                    Int.random(in: 0..<density, using: &generator) == 0
                        ? alphabet.randomElement(using: &generator)! : UInt8(ascii: "x")
                }
                #expect(scanned(bytes) == (0...bytes.count).map { reference(bytes, from: $0) }, "\(bytes)")
            }
        }
        let text = Array("// a comment\r\n// another one, longer than sixteen bytes\rx".utf8)
        #expect(scanned(text)[0] == 12)
        #expect(scanned(text)[14] == 55)
        #expect(scanned(text)[56] == text.count)
    }

    @Test func lineBreakBitsFlagTheFirstBreakOfEachPosition() {
        for position in 0..<8 {
            for byte: UInt8 in [0x0A, 0x0D] {
                var bytes = [UInt8](repeating: 0x0B, count: 8)
                bytes[position] = byte
                // A zero byte right after the break, as a borrow would meet it.
                if position < 7 { bytes[position + 1] = 0x0A ^ 0x01 }
                var word: UInt64 = 0
                for (offset, value) in bytes.enumerated() { word |= UInt64(value) << (8 * UInt64(offset)) }
                #expect(ByteLexer.lineBreakBits(word).trailingZeroBitCount / 8 == position)
            }
        }
        #expect(ByteLexer.lineBreakBits(0x2020_2020_2020_2020) == 0)
    }
}

/// `ByteLexer.endOfPlainText` tests eight bytes at a time; from every start it must stop where a
/// byte-by-byte scan for a backslash, the string's quote or a line break stops.
@Suite struct PlainStringTextScanTests {
    func reference(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count, ![0x5C, quote, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    func scanned(_ bytes: [UInt8], quote: UInt8) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = ByteLexer(buffer, tokens: LexerBuffer(capacity: 16))
            defer {
                lexer.tokens.deallocate()
                lexer.stack.deallocate()
            }
            return (0...bytes.count).map { lexer.endOfPlainText(from: $0, quote: quote) }
        }
    }

    @Test func stopsWhereAByteByByteScanStops() {
        var generator = SystemRandomNumberGenerator()
        // The four stops, the other quote, their neighbours, zero and high bytes.
        let alphabet: [UInt8] = [0x5C, 0x22, 0x27, 0x0A, 0x0D, 0x5B, 0x5D, 0x21, 0x23, 0x26, 0x28, 0x00, 0x80, 0xDC, 0xA2, 0xFF]
        for quote: UInt8 in [0x22, 0x27] {
            for length in Array(0...40) + [63, 64, 65, 1000] {
                for density in [2, 10, 60] {
                    let bytes = (0..<length).map { _ -> UInt8 in
                        Int.random(in: 0..<density, using: &generator) == 0
                            ? alphabet.randomElement(using: &generator)! : UInt8(ascii: "x")
                    }
                    #expect(scanned(bytes, quote: quote) == (0...bytes.count).map { reference(bytes, from: $0, quote: quote) },
                            "\(bytes)")
                }
            }
        }
        let text = Array(#"a long "string" with 'quotes', a \(slash) and a break\#n"#.utf8)
        #expect(scanned(text, quote: 0x22)[0] == 7)
        #expect(scanned(text, quote: 0x27)[0] == 21)
        #expect(scanned(text, quote: 0x27)[22] == 28)
    }
}

/// `ByteLexer.identifierStops` judges eight bytes at once; each must be judged as
/// `isASCIIIdentifierContinuation` judges it alone.
@Suite struct IdentifierStopsTests {
    @Test func everyByteAtEveryPositionIsJudgedAlone() {
        var generator = SystemRandomNumberGenerator()
        for value in 0...255 {
            for position in 0..<8 {
                // Neighbours of every kind: continuations, stops, high bytes.
                var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                bytes[position] = UInt8(value)
                var word: UInt64 = 0
                for (offset, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(offset)) }
                let stops = ByteLexer.identifierStops(word)
                for offset in 0..<8 {
                    let flagged = stops >> (8 * UInt64(offset) + 7) & 1 == 1
                    #expect(flagged == !isASCIIIdentifierContinuation(bytes[offset]), "\(bytes) at \(offset)")
                }
                #expect(stops & ~0x8080_8080_8080_8080 == 0)
            }
        }
    }

    @Test func identifiersOfEveryLengthEndWhereTheyDid() {
        for length in 1...40 {
            let name = String((0..<length).map { Array("aZ_9$b")[$0 % 6] })
            for tail in [" ", "(", "é", "\n", ""] {
                let tokens = Tokenizer.tokenize(Array(("x" + name + tail).utf8))
                #expect(tokens.first.map { Int($0.end) } == (tail == "é" ? 1 + length + 2 : 1 + length), "\(name)\(tail)")
            }
        }
    }
}
