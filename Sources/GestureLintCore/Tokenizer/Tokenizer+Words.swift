// Identifiers, keywords, backticks, placeholders, non-ASCII starts and `#` words.

extension ByteLexer {
    // MARK: Words

    /// Always inlined (into `run` through `lexCodeToken`, and into `lexNonASCII`): a quarter of all
    /// tokens are words, and the call's register saves and restores showed per word.
    @inline(__always)
    mutating func lexIdentifier(at start: Int) {
        var end = start
        // Eight bytes at a time while all eight continue the identifier in ASCII; the byte loop
        // below then goes on from the first byte that does not (ASCII or not), as it would have.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while end + 8 <= count {
                let stops = ByteLexer.identifierStops(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                if stops != 0 {
                    end += stops.trailingZeroBitCount / 8
                    break
                }
                end += 8
            }
        }
        while end < count {
            let byte = bytes[end]
            if isASCIIIdentifierContinuation(byte) {   // the common case first: one mask test per byte
                end += 1
            } else if byte < 0x80 {
                break
            } else if let scalar = decodeScalar(bytes, at: end), UnicodeClasses.isIdentifierContinuation(scalar.value) {
                end += scalar.length
            } else {
                break
            }
        }
        var token = Token(.identifier, start, end)
        token.word = Word.classify(bytes, token, wordTable)
        switch LexerKeyword(token.word) {
        case .none:
            emitSignificant(token, .operandPosition)
        case .operandKeyword:
            token.kind = .keyword
            emitSignificant(token, .operandPosition)
        case .funcOrOperator:
            token.kind = .keyword
            emitSignificant(token, .afterFuncOrOperator)
        case .try:
            token.kind = .keyword
            emitSignificant(token, .regexPosition, isTry: true)
        case .other:
            token.kind = .keyword
            emitSignificant(token, .regexPosition)
        }
        position = end
    }

    /// For eight bytes read little-endian (byte 0 lowest): the top bit of every byte that is not
    /// an ASCII identifier continuation (`isASCIIIdentifierContinuation`: a-z A-Z 0-9 _ $), bytes of
    /// 0x80 and above included. Each test adds a constant to the byte's low seven bits, which never
    /// carries into the next byte, so every byte is judged exactly.
    @inline(__always) static func identifierStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~highs
        /// Top bit set in each byte whose low seven bits are in `first...last`.
        @inline(__always) func within(_ value: UInt64, _ first: UInt8, _ last: UInt8) -> UInt64 {
            (value &+ ones &* UInt64(0x80 - first)) & ~(value &+ ones &* UInt64(0x7F - last))
        }
        let letters = within(low | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = within(low, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let marks = within(low, UInt8(ascii: "_"), UInt8(ascii: "_")) | within(low, UInt8(ascii: "$"), UInt8(ascii: "$"))
        return (~(letters | digits | marks) | word) & highs
    }

    mutating func lexBacktick(at start: Int) {
        // `` `name` `` and raw identifiers `` `tap on row` ``: anything but a backtick or line break.
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if byte == asciiCode.backtick || byte == asciiCode.newline || byte == asciiCode.carriageReturn { break }
            index += 1
        }
        if index < count, bytes[index] == asciiCode.backtick {   // `` `` `` too: an empty escaped identifier
            emitSignificant(.identifier, from: start, to: index + 1, .operandPosition)
            position = index + 1
        } else {
            emitSignificant(.backtick, from: start, to: start + 1, .operandPosition)
            position = start + 1
        }
    }

    mutating func lexEditorPlaceholder(at start: Int) -> Bool {
        var index = start + 2
        while index + 1 < count {
            let byte = bytes[index]
            if byte == asciiCode.newline { return false }
            if byte == asciiCode.lessThan, bytes[index + 1] == asciiCode.pound { return false }
            if byte == asciiCode.pound, bytes[index + 1] == asciiCode.greaterThan {
                emitSignificant(.identifier, from: start, to: index + 2, .operandPosition)
                position = index + 2
                return true
            }
            index += 1
        }
        return false
    }

    mutating func lexNonASCII(at start: Int) {
        guard let scalar = decodeScalar(bytes, at: start) else {
            // Invalid UTF-8: skip to the next byte that can start a character.
            var end = start + 1
            while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            emitUnexpectedText(from: start, to: end)
            position = end
            return
        }
        let value = scalar.value
        if value == 0xFEFF {
            emitUnexpectedText(from: start, to: start + scalar.length)   // a byte order mark
            position = start + scalar.length
        } else if UnicodeClasses.isIdentifierHead(value) {
            lexIdentifier(at: start)
        } else if UnicodeClasses.isOperatorHead(value) {
            lexOperator(at: start)
        } else if UnicodeClasses.isIdentifierContinuation(value) {
            // A combining mark cannot start an identifier, but swift-syntax lexes the run as one.
            var end = start + scalar.length
            while end < count, let next = decodeScalar(bytes, at: end), UnicodeClasses.isIdentifierContinuation(next.value) {
                end += next.length
            }
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
            position = end
        } else if value == 0x201D {
            emitSignificant(.unknown, from: start, to: start + scalar.length, .regexPosition)
            position = start + scalar.length
        } else if value == 0x201C {
            // swift-syntax lexes a curly-quoted string (or a lone opening curly quote) as an identifier.
            let end = endOfCurlyQuotedString(from: start + scalar.length) ?? start + scalar.length
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
            position = end
        } else {
            // No-break spaces, BOMs and other characters Swift does not allow outside strings.
            var end = start + scalar.length
            if value == 0xA0 {
                while end + 1 < count, bytes[end] == 0xC2, bytes[end + 1] == 0xA0 { end += 2 }
            }
            emitUnexpectedText(from: start, to: end)
            position = end
        }
    }

    /// After an opening curly quote, the end of a `“...”` or `“..."` on the same line. Like
    /// swift-syntax, it gives up at an interpolation, a control character (tab included),
    /// invalid UTF-8 or an invalid escape.
    mutating func endOfCurlyQuotedString(from start: Int) -> Int? {
        if start < curlyQuoteCloseMissingBefore { return nil }
        var index = start
        scan: while index < count {
            let byte = bytes[index]
            if byte == asciiCode.quote { return index + 1 }
            if byte == asciiCode.backslash {
                switch self.byte(at: index + 1) {
                case UInt8(ascii: "0"), asciiCode.backslash, UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                     asciiCode.quote, asciiCode.apostrophe:
                    index += 2
                case UInt8(ascii: "u"):
                    guard let (end, value) = unicodeEscape(at: index + 2),
                          value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { break scan }
                    index = end
                default:
                    break scan   // `\(` or an invalid escape
                }
                continue
            }
            if byte < 0x20 || byte == 0x7F { break }   // line breaks and other control characters
            if byte < 0x80 {
                index += 1
                continue
            }
            guard let scalar = decodeScalar(bytes, at: index) else { break }
            if scalar.value == 0x201D { return index + scalar.length }
            index += scalar.length
        }
        curlyQuoteCloseMissingBefore = index
        return nil
    }

    // MARK: Pound

    mutating func lexPound(at start: Int) {
        // swift-syntax starts over after a NUL byte, so `#!` right after one is a shebang line.
        if start > 0, bytes[start - 1] == 0, byte(at: start + 1) == UInt8(ascii: "!") {
            let end = endOfLine(from: start + 2)
            emitSignificant(.shebang, from: start, to: end, .operandPosition)
            position = end
            return
        }
        // A run of `#` not followed by `"` or `/` is lexed one `#` at a time: count it once.
        var index = start < poundRunEnd ? poundRunEnd : start
        while index < count, bytes[index] == asciiCode.pound { index += 1 }
        poundRunEnd = index
        let pounds = index - start
        if byte(at: index) == asciiCode.quote {
            emitSignificant(.stringQuote, from: start, to: index, .operandPosition)
            position = index
            lexStringOpening(at: index, pounds: pounds)
            return
        }
        if byte(at: index) == asciiCode.slash, let end = scanRegex(at: start, mustBeRegex: true) {
            emitSignificant(.regex, from: start, to: end, .operandPosition)
            position = end
            return
        }
        // `#if`, `#available`, ...: letters and underscores, as swift-syntax scans them (`#if_x` is
        // `#` and `if_x`, but `#if1` is `#if` and `1`).
        var end = start + 1
        while end < count, bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z")
                || bytes[end] == asciiCode.underscore { end += 1 }
        switch LexerPoundKeyword.classify(bytes, start + 1, end) {
        case .conditional:
            emitSignificant(.poundKeyword, from: start, to: end, .regexPosition)
            position = end
        case .other:
            emitSignificant(.poundKeyword, from: start, to: end, .operandPosition)
            position = end
        case .none:
            emitSignificant(.pound, from: start, to: start + 1, .operandPosition)
            position = start + 1
        }
    }
}

// MARK: - Reserved words

/// What a word means to the lexer: whether it is reserved, and how it affects a following `/`.
enum LexerKeyword {
    case none                 // an identifier (contextual keywords included)
    case operandKeyword       // `true false nil self Self super Any` and `_`: an operand
    case funcOrOperator
    case `try`
    case other

    /// The 53 words swift-syntax's lexer reserves, and `_` (all of them are `Word`s).
    init(_ word: Word) {
        switch word {
        case .true, .false, .nil, .self, .Self, .super, .Any, .underscore:
            self = .operandKeyword
        case .func, .operatorKeyword:
            self = .funcOrOperator
        case .try:
            self = .try
        case .if, .in, .is, .as, .do, .let, .var, .for, .case, .else, .enum, .initKeyword,
             .break, .catch, .class, .defer, .guard, .inout, .throw, .where, .while,
             .deinit, .import, .public, .repeat, .return, .static, .struct, .switch, .throws,
             .default, .private, .continue, .internal, .protocol, .rethrows,
             .extension, .subscript, .typealias, .fallthrough, .fileprivate, .associatedtype, .precedencegroup:
            self = .other
        default:
            self = .none
        }
    }
}

enum LexerPoundKeyword {
    case none, conditional, other

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LexerPoundKeyword {
        let length = end - start
        @inline(__always) func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("if") || equals("else") || equals("elseif") || equals("endif") { return .conditional }
        if equals("available") || equals("unavailable") || equals("sourceLocation") { return .other }
        return .none
    }
}
