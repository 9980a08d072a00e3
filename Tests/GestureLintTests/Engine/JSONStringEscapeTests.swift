import Testing
@testable import GestureLintCore

/// `JSONValue.writeString` appends the runs between escaped bytes whole (perf10); its output must
/// be the scalar-by-scalar writer's, byte for byte, for any text.
@Suite struct JSONStringEscapeTests {
    static let samples = [
        "", "plain", "say \"hi\"", "back\\slash", "line\nbreak", "crlf\r\nend", "tab\tend", "\u{0}\u{1}\u{1F}\u{7F}",
        "café \u{1F600} 日本", "\"", "\\", "\n\n", "e\u{301}\"\u{301}", "`Button` instead of `.onTapGesture`",
        "\u{2028}\u{2029}\u{FEFF}", "end\u{7F}", "\u{80}\u{9F}", "a\"b\\c\nd\re\tf\u{1}g",
    ]

    @Test func matchesTheScalarWriter() {
        var texts = Self.samples
        // Every pair of samples joined, so that each escape meets every kind of neighbour.
        for first in Self.samples { for second in Self.samples { texts.append(first + second) } }
        for text in texts {
            var fast = "prefix:"
            var reference = "prefix:"
            JSONValue.writeString(text, to: &fast)
            Self.writeStringByScalars(text, to: &reference)
            #expect(Array(fast.utf8) == Array(reference.utf8), "\(text.debugDescription)")
        }
        var quoted = ""
        JSONValue.writeString("a\"\u{1}\n", to: &quoted)
        #expect(quoted == #""a\"\u0001\n""#)
    }

    /// The scalar-by-scalar writer `writeString` replaced: the definition of the escapes.
    static func writeStringByScalars(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
