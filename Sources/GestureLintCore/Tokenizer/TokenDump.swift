/// Text forms of a token array, for `gesturelint dump-tokens`.
public enum TokenDump {
    /// The line format of the `swift-tokens --lexer --trivia` oracle:
    /// `start<TAB>end<TAB>class<TAB>escapedText`, whitespace and line breaks omitted,
    /// so `diff` against the oracle shows only real disagreements. As a `String`, invalid UTF-8
    /// in the source becomes U+FFFD; `oracleFormatBytes` keeps the bytes as the oracle does.
    public static func oracleFormat(_ tokens: [Token], bytes: [UInt8]) -> String {
        String(decoding: oracleFormatBytes(tokens, bytes: bytes), as: UTF8.self)
    }

    /// `oracleFormat` as raw bytes: token text copied unchanged, invalid UTF-8 included.
    public static func oracleFormatBytes(_ tokens: [Token], bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3)
        for token in tokens {
            guard let cls = token.kind.oracleClass else { continue }
            output.append(contentsOf: String(token.start).utf8)
            output.append(0x09)
            output.append(contentsOf: String(token.end).utf8)
            output.append(0x09)
            output.append(contentsOf: cls.utf8)
            output.append(0x09)
            appendEscaped(bytes[token.range], to: &output)
            output.append(0x0A)
        }
        return output
    }

    /// `\` → `\\`, TAB → `\t`, LF → `\n`, CR → `\r`, other control bytes → `\xHH`; the rest verbatim.
    static func appendEscaped(_ slice: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in slice {
            switch byte {
            case 0x5C: output.append(0x5C); output.append(0x5C)
            case 0x09: output.append(0x5C); output.append(UInt8(ascii: "t"))
            case 0x0A: output.append(0x5C); output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(0x5C); output.append(UInt8(ascii: "r"))
            case 0..<0x20, 0x7F:
                output.append(0x5C); output.append(UInt8(ascii: "x"))
                output.append(hex[Int(byte >> 4)]); output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
    }
}
