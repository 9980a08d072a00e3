import Testing
@testable import GestureLintCore

/// Identifiers, reserved words and contextual words. Expectations are the swift-tokens oracle's.
@Suite struct IdentifierTokenTests {
    @Test func unicodeIdentifiers() {
        #expect(tokens("let café = naïve + 日本語") == [
            "keyword:let", "identifier:café", "operator:=", "identifier:naïve", "operator:+", "identifier:日本語"
        ])
        #expect(tokens("let 👍 = x") == ["keyword:let", "identifier:👍", "operator:=", "identifier:x"])
    }

    @Test func backtickedIdentifiers() {
        #expect(tokens("let `class` = `default`") == [
            "keyword:let", "identifier:`class`", "operator:=", "identifier:`default`"
        ])
        #expect(tokens("``") == ["identifier:``"])
    }

    @Test func rawIdentifiersWithSpaces() {
        #expect(tokens("func `tap on row`() {}") == [
            "keyword:func", "identifier:`tap on row`", "leftParen:(", "rightParen:)", "leftBrace:{",
            "rightBrace:}"
        ])
        #expect(tokens("`a\tb`") == ["identifier:`a\tb`"])
    }

    @Test func dollarIdentifiers() {
        #expect(tokens("$0 + $1") == ["identifier:$0", "operator:+", "identifier:$1"])
        #expect(tokens("$name.wrappedValue") == ["identifier:$name", "period:.", "identifier:wrappedValue"])
        #expect(tokens("$") == ["identifier:$"])
        #expect(tokens("$0x") == ["identifier:$0x"])
    }

    @Test func wildcardIsAKeyword() {
        #expect(tokens("_ = f(_:)") == [
            "keyword:_", "operator:=", "identifier:f", "leftParen:(", "keyword:_", "colon::", "rightParen:)"
        ])
        #expect(tokens("_x") == ["identifier:_x"])
    }

    @Test func reservedWordsAreKeywords() {
        #expect(tokens("if x in y is Z as W {}") == [
            "keyword:if", "identifier:x", "keyword:in", "identifier:y", "keyword:is", "identifier:Z",
            "keyword:as", "identifier:W", "leftBrace:{", "rightBrace:}"
        ])
        #expect(tokens("func f() throws -> Self { self }") == [
            "keyword:func", "identifier:f", "leftParen:(", "rightParen:)", "keyword:throws", "operator:->",
            "keyword:Self", "leftBrace:{", "keyword:self", "rightBrace:}"
        ])
        #expect(tokens("let v: Any = nil") == [
            "keyword:let", "identifier:v", "colon::", "keyword:Any", "operator:=", "keyword:nil"
        ])
    }

    @Test func contextualWordsStayIdentifiers() {
        #expect(tokens("some View") == ["identifier:some", "identifier:View"])
        #expect(tokens("async let x = await get()") == [
            "identifier:async", "keyword:let", "identifier:x", "operator:=", "identifier:await",
            "identifier:get", "leftParen:(", "rightParen:)"
        ])
        #expect(tokens("var body: some View { get set }") == [
            "keyword:var", "identifier:body", "colon::", "identifier:some", "identifier:View", "leftBrace:{",
            "identifier:get", "identifier:set", "rightBrace:}"
        ])
        #expect(tokens("private(set) override mutating") == [
            "keyword:private", "leftParen:(", "identifier:set", "rightParen:)", "identifier:override",
            "identifier:mutating"
        ])
    }

    @Test func editorPlaceholderIsAnIdentifier() {
        #expect(tokens("f(<#value#>)") == [
            "identifier:f", "leftParen:(", "identifier:<#value#>", "rightParen:)"
        ])
        #expect(tokens("a+<#b#>") == ["identifier:a", "operator:+", "identifier:<#b#>"])
    }
}
