import Testing
@testable import GestureLintCore

/// Exact byte ranges where characters take more than one byte, and the tokens the oracle does not
/// print (spaces, line breaks, a multi-line string's escaped line break).
@Suite struct TokenRangeTests {
    /// The word the lexer keeps in a token is not part of what the token is: a token made by hand
    /// with the same kind and range equals the lexed one, and hashes alike.
    @Test func lexedTokensEqualHandMadeOnes() {
        let lexed = Tokenizer.tokenize(Array("let body = gesture".utf8))
        #expect(lexed.contains { $0.word != .none }, "the lexer keeps words")
        let handMade = lexed.map { Token($0.kind, $0.range.lowerBound, $0.range.upperBound) }
        #expect(lexed == handMade)
        #expect(Set(lexed) == Set(handMade))
        #expect(lexed[0] != Token(.identifier, 0, 3))
    }

    @Test func multiByteIdentifierRange() {
        // "é" is two bytes: the identifier spans 4..<6.
        #expect(spans("let é = 1") == [
            "keyword@0..<3", "whitespace@3..<4", "identifier@4..<6", "whitespace@6..<7",
            "operator@7..<8", "whitespace@8..<9", "integer@9..<10",
        ])
    }

    @Test func byteOrderMarkTakesThreeBytes() {
        #expect(spans("\u{FEFF}x") == ["unexpectedText@0..<3", "identifier@3..<4"])
    }

    @Test func invalidByteIsOneTokenOfItsOwn() {
        #expect(spans(bytes: [0x61, 0xFF, 0x0A]) == ["identifier@0..<1", "unexpectedText@1..<2", "newline@2..<3"])
    }

    @Test func lineBreaksOneTokenEach() {
        #expect(spans("a\r\n\rb\n") == [
            "identifier@0..<1", "newline@1..<3", "newline@3..<4", "identifier@4..<5", "newline@5..<6",
        ])
    }

    @Test func regexIsOneTokenWithItsDelimiters() {
        #expect(spans("x = #/a/#") == [
            "identifier@0..<1", "whitespace@1..<2", "operator@2..<3", "whitespace@3..<4", "regex@4..<9",
        ])
    }

    @Test func lineContinuationInMultiLineString() {
        // The oracle leaves out the escaped line break; the segments around it are its.
        #expect(tokens("\"\"\"\n  one \\\n  two\n  \"\"\"") == [
            "stringQuote:\"\"\"", "stringSegment:  one ", "stringContinuation:\\\n", "stringSegment:  two\n",
            "stringSegment:  ", "stringQuote:\"\"\"",
        ])
        #expect(tokens("#\"\"\"\n  one \\#\n  two\n  \"\"\"#") == [
            "stringQuote:#", "stringQuote:\"\"\"", "stringSegment:  one ", "stringContinuation:\\#\n",
            "stringSegment:  two\n", "stringSegment:  ", "stringQuote:\"\"\"", "stringQuote:#",
        ])
    }

    @Test func emptyInputHasNoTokens() {
        #expect(spans("").isEmpty)
    }

    /// The round-trip checks rely on `coverageProblem`; it must notice each way tokens can go wrong.
    @Test func coverageCheckCatchesGapsOverlapsAndEmptyTokens() {
        let whole = [Token(.identifier, 0, 2), Token(.whitespace, 2, 3)]
        #expect(coverageProblem(whole, byteCount: 3) == nil)
        #expect(coverageProblem([Token(.identifier, 0, 1), Token(.whitespace, 2, 3)], byteCount: 3) != nil)
        #expect(coverageProblem([Token(.identifier, 0, 2), Token(.whitespace, 1, 3)], byteCount: 3) != nil)
        #expect(coverageProblem([Token(.identifier, 0, 0), Token(.whitespace, 0, 3)], byteCount: 3) != nil)
        #expect(coverageProblem(whole, byteCount: 4) != nil)
    }
}
