// Identifiers, keywords, backticks, placeholders, non-ASCII starts and `#` words.

extension ByteLexer {
    // MARK: Words

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
        let word = LexerKeyword.classify(bytes, start, end)
        switch word {
        case .none:
            emitSignificant(.identifier, from: start, to: end, .operandPosition)
        case .operandKeyword:
            emitSignificant(.keyword, from: start, to: end, .operandPosition)
        case .funcOrOperator:
            emitSignificant(.keyword, from: start, to: end, .afterFuncOrOperator)
        case .try:
            emitSignificant(.keyword, from: start, to: end, .regexPosition, isTry: true)
        case .other:
            emitSignificant(.keyword, from: start, to: end, .regexPosition)
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

    /// The 53 words swift-syntax's lexer reserves, and `_`.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LexerKeyword {
        let length = end - start
        guard length >= 1 && length <= 15 else { return .none }
        if length > 8 { return classifyLong(bytes, start, end) }
        // Up to 8 bytes as one little-endian integer ("if" is 0x6669), compared with the keywords of
        // that length: a few integer comparisons instead of string comparisons.
        var packed: UInt64 = 0
        if start + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self)
            packed = word & (length == 8 ? ~0 : (1 &<< UInt64(length * 8)) &- 1)
        } else {
            var index = end
            while index > start {
                index -= 1
                packed = packed << 8 | UInt64(bytes[index])
            }
        }
        switch length {
        case 1:
            switch packed {
            case 0x5F: return .operandKeyword   // _
            default: return .none
            }
        case 2:
            switch packed {
            case 0x6669, 0x6E69, 0x7369, 0x7361, 0x6F64: return .other   // if in is as do
            default: return .none
            }
        case 3:
            switch packed {
            case 0x6C696E, 0x796E41: return .operandKeyword   // nil Any
            case 0x797274: return .`try`   // try
            case 0x74656C, 0x726176, 0x726F66: return .other   // let var for
            default: return .none
            }
        case 4:
            switch packed {
            case 0x65757274, 0x666C6573, 0x666C6553: return .operandKeyword   // true self Self
            case 0x636E7566: return .funcOrOperator   // func
            case 0x65736163, 0x65736C65, 0x6D756E65, 0x74696E69:
                return .other   // case else enum init
            default: return .none
            }
        case 5:
            switch packed {
            case 0x65736C6166, 0x7265707573: return .operandKeyword   // false super
            // break catch class defer guard inout throw where while
            case 0x6B61657262, 0x6863746163, 0x7373616C63, 0x7265666564, 0x6472617567, 0x74756F6E69,
                 0x776F726874, 0x6572656877, 0x656C696877:
                return .other
            default: return .none
            }
        case 6:
            switch packed {
            // deinit import public repeat return static struct switch throws
            case 0x74696E696564, 0x74726F706D69, 0x63696C627570, 0x746165706572, 0x6E7275746572,
                 0x636974617473, 0x746375727473, 0x686374697773, 0x73776F726874:
                return .other
            default: return .none
            }
        case 7:
            switch packed {
            case 0x746C7561666564, 0x65746176697270: return .other   // default private
            default: return .none
            }
        case 8:
            switch packed {
            case 0x726F74617265706F: return .funcOrOperator   // operator
            case 0x65756E69746E6F63, 0x6C616E7265746E69, 0x6C6F636F746F7270, 0x73776F7268746572:
                return .other   // continue internal protocol rethrows
            default: return .none
            }
        default:
            return .none
        }
    }

    static func classifyLong(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LexerKeyword {
        let length = end - start
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("extension") || equals("subscript") || equals("typealias") || equals("fallthrough")
            || equals("fileprivate") || equals("associatedtype") || equals("precedencegroup") { return .other }
        return .none
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
