import Testing
@testable import GestureLintCore

/// Corners found by differential fuzzing against the oracle; each expectation is what swift-syntax lexes.
@Suite struct OracleCornerTokenTests {
    @Test func multiLineOpeningFollowedBySpacesKeepsThemAsASegment() {
        #expect(tokens("x = \"\"\"  \nabc\n\"\"\"") == [
            "identifier:x", "operator:=", "stringQuote:\"\"\"", "stringSegment:  \n", "stringSegment:abc\n",
            "stringQuote:\"\"\""
        ])
        #expect(tokens("x = \"\"\"\nabc\n\"\"\"") == [
            "identifier:x", "operator:=", "stringQuote:\"\"\"", "stringSegment:abc\n", "stringQuote:\"\"\""
        ])
    }

    @Test func loneDotBeforeARegexIsAPeriod() {
        #expect(tokens("x ./a/") == ["identifier:x", "period:.", "regex:/a/"])
    }

    @Test func placeholderEndRightAfterTheLessThanSplitsTheOperator() {
        #expect(tokens("+<#>") == ["operator:+", "operator:<", "pound:#", "operator:>"])
    }

    @Test func shebangRightAfterANulByte() {
        #expect(tokens(bytes: [0x61, 0x00, 0x23, 0x21, 0x78, 0x0A, 0x79]) == [
            "identifier:a", "unexpectedText:\u{0}", "shebang:#!x", "identifier:y"
        ])
        #expect(tokens(bytes: [0x00, 0x20, 0x23, 0x21, 0x78]) == [
            "unexpectedText:\u{0}", "pound:#", "operator:!", "identifier:x"
        ])
    }

    @Test func unterminatedDocBlockOpening() {
        #expect(tokens("/**") == ["blockComment:/**"])
        #expect(tokens("/** ") == ["docBlockComment:/** "])
    }

    @Test func adjacentRegexLiteralsStayApart() {
        // The oracle prints `/` `a` `/` then `#` `/` `b` `/` `#`: two literals.
        #expect(tokens("/a/#/b/#") == ["regex:/a/", "regex:#/b/#"])
    }

    @Test func rawStringEscapeTakesEveryPound() {
        #expect(tokens("#\"a\\##\"#") == ["stringQuote:#", "stringQuote:\"", "stringSegment:a\\##\"#"])
        #expect(tokens("#\"\\##n\"#") == [
            "stringQuote:#", "stringQuote:\"", "stringSegment:\\##n", "stringQuote:\"", "stringQuote:#"
        ])
    }

    @Test func curlyQuotedStringStopsAtTabsAndBadEscapes() {
        #expect(tokens("“a\tb”") == ["identifier:“", "identifier:a", "identifier:b", "unknown:”"])
        #expect(tokens("“a\\qb”") == [
            "identifier:“", "identifier:a", "backslash:\\", "identifier:qb", "unknown:”"
        ])
        #expect(tokens("“a\\nb”") == ["identifier:“a\\nb”"])
    }

    @Test func lineBreakEndingAnInterpolationLeavesNoRegexPosition() {
        #expect(tokens("\"\\(\\u{\n/> }r/") == [
            "stringQuote:\"", "backslash:\\", "leftParen:(", "backslash:\\", "identifier:u", "leftBrace:{",
            "operator:/>", "rightBrace:}", "identifier:r", "operator:/"
        ])
        #expect(tokens("{\n/> }r/") == ["leftBrace:{", "regex:/> }r/"])
    }
}
