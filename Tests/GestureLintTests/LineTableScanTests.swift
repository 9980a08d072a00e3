import Testing
@testable import GestureLintCore

/// `LineTable` skips eight bytes at a time; its line starts must be those of a byte-by-byte scan.
@Suite struct LineTableScanTests {
    func reference(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    @Test func lineStartsMatchAByteByByteScan() {
        var generator = SystemRandomNumberGenerator()
        // Line breaks of every kind, tabs and other bytes below 0x0E, high bytes, at every alignment.
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x00, 0x0E, 0x20, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
        for length in Array(0...40) + [63, 64, 65, 1000, 4097] {
            for density in [2, 10, 60] {
                let bytes = (0..<length).map { _ -> UInt8 in
                    Int.random(in: 0..<density, using: &generator) == 0
                        ? alphabet.randomElement(using: &generator)! : UInt8(ascii: "x")
                }
                #expect(LineTable(bytes).starts == reference(bytes), "\(bytes)")
            }
        }
        let crlf = Array("a\r\nb\rc\nd\r\n\r\n".utf8)
        #expect(LineTable(crlf).starts == [0, 3, 5, 7, 10, 12])
        let long = Array(String(repeating: "abcdefghijklmnop", count: 9).utf8) + [0x0A] + Array("tail".utf8)
        #expect(LineTable(long).starts == [0, 145])
    }
}
