/// Byte and Unicode scalar classes of the Swift lexical grammar.
///
/// ASCII is answered from a 256-entry table; other scalars from the ranges of
/// The Swift Programming Language's "Lexical Structure" (identifiers and operators).
enum ByteClass: UInt8 {
    case other = 0
    case identifierHead     // a-z A-Z _
    case digit              // 0-9
    case operatorChar       // / = - + ! * % < > & | ^ ~ ?
    case whitespace         // space, tab, vertical tab, form feed
}

/// The class of each ASCII byte. A switch rather than a global array: a lazily initialised
/// global costs a `swift_once` check on every byte (about 8% of tokenize + parse + index time).
struct ByteClassTable {
    @inline(__always) subscript(_ index: Int) -> ByteClass {
        switch UInt8(truncatingIfNeeded: index) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return .identifierHead
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"): return .operatorChar
        case 0x20, 0x09, 0x0B, 0x0C: return .whitespace
        default: return .other
        }
    }
}
let byteClasses = ByteClassTable()

@inline(__always) func isASCIIIdentifierContinuation(_ byte: UInt8) -> Bool {
    let cls = byteClasses[Int(byte)]
    return cls == .identifierHead || cls == .digit || byte == UInt8(ascii: "$")
}

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
}

@inline(__always) func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

enum UnicodeClasses {
    static func isIdentifierHead(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return byteClasses[Int(value)] == .identifierHead
        }
        switch value {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054,
             0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
             0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
             0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFFFD:
            return true
        default:
            // Every supplementary plane except its last two code points.
            return value >= 0x10000 && value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD
        }
    }

    static func isIdentifierContinuation(_ value: UInt32) -> Bool {
        if value < 0x80 { return isASCIIIdentifierContinuation(UInt8(value)) }
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(value)
        }
    }

    static func isOperatorHead(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return byteClasses[Int(value)] == .operatorChar
        }
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(value)
        }
    }
}

/// Decodes one UTF-8 scalar at `index`. Returns nil (and the length of the invalid run to skip)
/// for malformed, overlong or surrogate sequences.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return nil }
        value = value << 6 | UInt32(byte & 0x3F)
    }
    if length == 3 && (value < 0x800 || (value >= 0xD800 && value <= 0xDFFF)) { return nil }
    if length == 4 && (value < 0x10000 || value > 0x10FFFF) { return nil }
    return (value, length)
}
