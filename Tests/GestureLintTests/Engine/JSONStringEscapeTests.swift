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
            JSONValue.writeStringByScalars(text, to: &reference)
            #expect(Array(fast.utf8) == Array(reference.utf8), "\(text.debugDescription)")
        }
        var quoted = ""
        JSONValue.writeString("a\"\u{1}\n", to: &quoted)
        #expect(quoted == #""a\"\u0001\n""#)
    }
}
