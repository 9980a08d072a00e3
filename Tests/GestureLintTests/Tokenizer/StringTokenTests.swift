import Testing
@testable import GestureLintCore

/// String literals: quotes, segments, escapes, raw delimiters and interpolation, as the oracle lexes them.
@Suite struct StringTokenTests {
    @Test func singleLineString() {
        #expect(tokens("\"hello, world\"") == [
            "stringQuote:\"", "stringSegment:hello, world", "stringQuote:\""
        ])
    }

    @Test func multiLineStringHasASegmentPerLine() {
        #expect(tokens("\"\"\"\n  line one\n  line two\n  \"\"\"") == [
            "stringQuote:\"\"\"", "stringSegment:  line one\n", "stringSegment:  line two\n",
            "stringSegment:  ", "stringQuote:\"\"\""
        ])
    }

    @Test func rawStringsWithAnyNumberOfPounds() {
        #expect(tokens("#\"a \\(no) \"#") == [
            "stringQuote:#", "stringQuote:\"", "stringSegment:a \\(no) ", "stringQuote:\"", "stringQuote:#"
        ])
        #expect(tokens("##\"a\"#b\"##") == [
            "stringQuote:##", "stringQuote:\"", "stringSegment:a\"#b", "stringQuote:\"", "stringQuote:##"
        ])
        #expect(tokens("#\"a\"##") == [
            "stringQuote:#", "stringQuote:\"", "stringSegment:a", "stringQuote:\"", "stringQuote:##"
        ])
    }

    @Test func rawInterpolation() {
        #expect(tokens("#\"x \\#(y) z\"#") == [
            "stringQuote:#", "stringQuote:\"", "stringSegment:x ", "backslash:\\", "stringQuote:#",
            "leftParen:(", "identifier:y", "rightParen:)", "stringSegment: z", "stringQuote:\"", "stringQuote:#"
        ])
        #expect(tokens("#\"\\##(x)\"#") == [
            "stringQuote:#", "stringQuote:\"", "backslash:\\", "stringQuote:##", "leftParen:(", "identifier:x",
            "rightParen:)", "stringQuote:\"", "stringQuote:#"
        ])
    }

    @Test func escapesStayInTheSegment() {
        #expect(tokens("\"\\u{1F600} \\t \\\\ \\\" \\0\"") == [
            "stringQuote:\"", "stringSegment:\\u{1F600} \\t \\\\ \\\" \\0", "stringQuote:\""
        ])
    }

    @Test func escapedLineBreakSplitsTheSegment() {
        #expect(tokens("\"a\\nb\\u{D}c\"") == [
            "stringQuote:\"", "stringSegment:a\\n", "stringSegment:b\\u{D}", "stringSegment:c", "stringQuote:\""
        ])
    }

    @Test func interpolationWithClosuresAndNestedStrings() {
        #expect(tokens("\"\\(items.filter { $0.isOn }.count) of \\(\"\\(n)\")\"") == [
            "stringQuote:\"", "backslash:\\", "leftParen:(", "identifier:items", "period:.",
            "identifier:filter", "leftBrace:{", "identifier:$0", "period:.", "identifier:isOn", "rightBrace:}",
            "period:.", "identifier:count", "rightParen:)", "stringSegment: of ", "backslash:\\",
            "leftParen:(", "stringQuote:\"", "backslash:\\", "leftParen:(", "identifier:n", "rightParen:)",
            "stringQuote:\"", "rightParen:)", "stringQuote:\""
        ])
    }

    @Test func deepInterpolation() {
        #expect(tokens("\"a\\(b(c: \"d\\(e[\"f\\(g)\"])\"))h\"") == [
            "stringQuote:\"", "stringSegment:a", "backslash:\\", "leftParen:(", "identifier:b", "leftParen:(",
            "identifier:c", "colon::", "stringQuote:\"", "stringSegment:d", "backslash:\\", "leftParen:(",
            "identifier:e", "leftBracket:[", "stringQuote:\"", "stringSegment:f", "backslash:\\",
            "leftParen:(", "identifier:g", "rightParen:)", "stringQuote:\"", "rightBracket:]", "rightParen:)",
            "stringQuote:\"", "rightParen:)", "rightParen:)", "stringSegment:h", "stringQuote:\""
        ])
    }

    @Test func unterminatedStrings() {
        #expect(tokens("\"unterminated\nx") == [
            "stringQuote:\"", "stringSegment:unterminated", "identifier:x"
        ])
        #expect(tokens("\"\\(f(\nx") == [
            "stringQuote:\"", "backslash:\\", "leftParen:(", "identifier:f", "leftParen:(", "identifier:x"
        ])
        #expect(tokens("\"\"\"\nno end") == ["stringQuote:\"\"\"", "stringSegment:no end"])
    }

    @Test func singleQuotedLiteral() {
        #expect(tokens("'c'") == ["stringQuote:'", "stringSegment:c", "stringQuote:'"])
    }
}
