import Testing
@testable import GestureLintCore

/// Regex literals and the `/` corners where swift-syntax decides between regex and division.
@Suite struct RegexTokenTests {
    @Test func bareSlashRegex() {
        #expect(tokens("let r = /ab+c/") == ["keyword:let", "identifier:r", "operator:=", "regex:/ab+c/"])
    }

    @Test func extendedRegexWithPounds() {
        #expect(tokens("#/a/b/#") == ["regex:#/a/b/#"])
        #expect(tokens("##/a/#b/##") == ["regex:##/a/#b/##"])
    }

    @Test func multiLineExtendedRegex() {
        #expect(tokens("let r = #/\n  a b  # comment\n  /#") == [
            "keyword:let", "identifier:r", "operator:=", "regex:#/\n  a b  # comment\n  /#"
        ])
    }

    @Test func divisionChains() {
        #expect(tokens("a / b / c") == [
            "identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"
        ])
        #expect(tokens("x /= 2") == ["identifier:x", "operator:/=", "integer:2"])
        #expect(tokens("a/b/c") == [
            "identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"
        ])
    }

    @Test func regexAsArgument() {
        #expect(tokens(".init(/re/)") == [
            "period:.", "keyword:init", "leftParen:(", "regex:/re/", "rightParen:)"
        ])
        #expect(tokens("foo(/ x /)") == [
            "identifier:foo", "leftParen:(", "operator:/", "identifier:x", "operator:/", "rightParen:)"
        ])
        #expect(tokens("[/a/, /b/]") == [
            "leftBracket:[", "regex:/a/", "comma:,", "regex:/b/", "rightBracket:]"
        ])
    }

    @Test func regexAfterPrefixOperator() {
        #expect(tokens("!/re/") == ["operator:!", "regex:/re/"])
        #expect(tokens("a ??/b/") == ["identifier:a", "operator:??", "regex:/b/"])
    }

    @Test func operatorDeclarationsNeverStartARegex() {
        #expect(tokens("func /(a: A, b: A) {}") == [
            "keyword:func", "operator:/", "leftParen:(", "identifier:a", "colon::", "identifier:A", "comma:,",
            "identifier:b", "colon::", "identifier:A", "rightParen:)", "leftBrace:{", "rightBrace:}"
        ])
        #expect(tokens("operator /^/") == ["keyword:operator", "operator:/^/"])
    }

    @Test func regexAfterTryMark() {
        #expect(tokens("try? /^ x/") == ["keyword:try", "operator:?", "regex:/^ x/"])
        #expect(tokens("try! / x /") == ["keyword:try", "operator:!", "regex:/ x /"])
    }

    @Test func spacedSlashAfterAStatementStartIsARegex() {
        #expect(tokens("return / x /") == ["keyword:return", "regex:/ x /"])
        #expect(tokens("{ / x /") == ["leftBrace:{", "regex:/ x /"])
    }

    @Test func unbalancedParenthesisMeansDivision() {
        #expect(tokens("x = (/ a) / b") == [
            "identifier:x", "operator:=", "leftParen:(", "operator:/", "identifier:a", "rightParen:)",
            "operator:/", "identifier:b"
        ])
        #expect(tokens("f(/a)/") == [
            "identifier:f", "leftParen:(", "operator:/", "identifier:a", "rightParen:)", "operator:/"
        ])
    }

    @Test func slashAfterStarClosesNoComment() {
        #expect(tokens("{ */x/") == ["leftBrace:{", "unknown:*/", "identifier:x", "operator:/"])
        #expect(tokens("/* c *//x/") == ["blockComment:/* c */", "regex:/x/"])
    }

    @Test func regexEndingOnACommentIsUnterminated() {
        #expect(tokens("/,a b//c") == ["regex:/,a b", "lineComment://c"])
    }
}
