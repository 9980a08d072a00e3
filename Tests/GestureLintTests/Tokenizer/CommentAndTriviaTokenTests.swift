import Testing
@testable import GestureLintCore

/// Comments, conflict markers, and malformed input that must still tokenize.
@Suite struct CommentAndTriviaTokenTests {
    @Test func lineComments() {
        #expect(tokens("// line\nx") == ["lineComment:// line", "identifier:x"])
        #expect(tokens("/// doc\nx") == ["docLineComment:/// doc", "identifier:x"])
        #expect(tokens("//// also doc\nx") == ["docLineComment://// also doc", "identifier:x"])
    }

    @Test func nestedBlockComments() {
        #expect(tokens("/* a /* nested */ b */x") == ["blockComment:/* a /* nested */ b */", "identifier:x"])
    }

    @Test func docBlockComments() {
        #expect(tokens("/** doc */") == ["docBlockComment:/** doc */"])
        #expect(tokens("/**/") == ["blockComment:/**/"])
        #expect(tokens("/***/") == ["docBlockComment:/***/"])
    }

    @Test func unterminatedBlockComment() {
        #expect(tokens("x /* a /* b */") == ["identifier:x", "blockComment:/* a /* b */"])
    }

    @Test func loneBlockCommentEnd() {
        #expect(tokens("*/") == ["unknown:*/"])
        #expect(tokens("a */ b") == ["identifier:a", "unknown:*/", "identifier:b"])
    }

    @Test func gitConflictMarkerIsOneToken() {
        #expect(tokens("x\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> branch\ny") == [
            "identifier:x", "conflictMarker:<<<<<<< HEAD\na\n=======\nb\n>>>>>>> branch", "identifier:y"
        ])
    }

    @Test func unterminatedConflictMarkerIsCode() {
        #expect(tokens("<<<<<<< HEAD\na") == ["operator:<<<<<<<", "identifier:HEAD", "identifier:a"])
    }

    @Test func unterminatedBacktick() {
        #expect(tokens("`abc\nx") == ["backtick:`", "identifier:abc", "identifier:x"])
    }

    @Test func nulAndControlBytes() {
        #expect(tokens(bytes: [0x61, 0x00, 0x62]) == ["identifier:a", "unexpectedText:\u{0}", "identifier:b"])
        #expect(tokens(bytes: [0x01, 0x02, 0x20, 0x78]) == ["unexpectedText:\u{1}\u{2}", "identifier:x"])
    }

    @Test func invalidUTF8() {
        #expect(tokens(bytes: [0xFF, 0xFE, 0x20, 0x61]) == ["unexpectedText:��", "identifier:a"])
        #expect(tokens(bytes: [0x61, 0xC3]) == ["identifier:a", "unexpectedText:�"])
        #expect(tokens(bytes: [0xED, 0xA0, 0x80, 0x78]) == ["unexpectedText:���", "identifier:x"])
    }

    @Test func noBreakSpace() {
        #expect(tokens("a\u{A0}b") == ["identifier:a", "unexpectedText:\u{A0}", "identifier:b"])
    }

    @Test func curlyQuotes() {
        #expect(tokens("“text”") == ["identifier:“text”"])
        #expect(tokens("“a \\(b) c”") == [
            "identifier:“", "identifier:a", "backslash:\\", "leftParen:(", "identifier:b", "rightParen:)",
            "identifier:c", "unknown:”"
        ])
    }
}
