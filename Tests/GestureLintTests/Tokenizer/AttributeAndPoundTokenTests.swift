import Testing
@testable import GestureLintCore

/// Attributes, `#` directives and macros, shebang and byte order mark, as the oracle lexes them.
@Suite struct AttributeAndPoundTokenTests {
    @Test func stateAttribute() {
        #expect(tokens("@State private var isOn = false") == [
            "atSign:@", "identifier:State", "keyword:private", "keyword:var", "identifier:isOn", "operator:=",
            "keyword:false"
        ])
    }

    @Test func gestureStateAttributeWithArguments() {
        #expect(tokens("@GestureState(resetTransaction: Transaction(animation: .spring)) var drag = CGSize.zero") == [
            "atSign:@", "identifier:GestureState", "leftParen:(", "identifier:resetTransaction", "colon::",
            "identifier:Transaction", "leftParen:(", "identifier:animation", "colon::", "period:.",
            "identifier:spring", "rightParen:)", "rightParen:)", "keyword:var", "identifier:drag",
            "operator:=", "identifier:CGSize", "period:.", "identifier:zero"
        ])
    }

    @Test func availableAttribute() {
        #expect(tokens("@available(iOS 17, *)") == [
            "atSign:@", "identifier:available", "leftParen:(", "identifier:iOS", "integer:17", "comma:,",
            "operator:*", "rightParen:)"
        ])
    }

    @Test func conditionalCompilation() {
        #expect(tokens("#if os(iOS)\nA\n#elseif DEBUG\nB\n#else\nC\n#endif") == [
            "poundKeyword:#if", "identifier:os", "leftParen:(", "identifier:iOS", "rightParen:)",
            "identifier:A", "poundKeyword:#elseif", "identifier:DEBUG", "identifier:B", "poundKeyword:#else",
            "identifier:C", "poundKeyword:#endif"
        ])
    }

    @Test func availabilityConditions() {
        #expect(tokens("if #available(iOS 17, *) {}") == [
            "keyword:if", "poundKeyword:#available", "leftParen:(", "identifier:iOS", "integer:17", "comma:,",
            "operator:*", "rightParen:)", "leftBrace:{", "rightBrace:}"
        ])
        #expect(tokens("if #unavailable(iOS 17) {}") == [
            "keyword:if", "poundKeyword:#unavailable", "leftParen:(", "identifier:iOS", "integer:17",
            "rightParen:)", "leftBrace:{", "rightBrace:}"
        ])
    }

    @Test func poundNamesSplitIntoPoundAndIdentifier() {
        #expect(tokens("#selector(tap)") == [
            "pound:#", "identifier:selector", "leftParen:(", "identifier:tap", "rightParen:)"
        ])
        #expect(tokens("#Preview { V() }") == [
            "pound:#", "identifier:Preview", "leftBrace:{", "identifier:V", "leftParen:(", "rightParen:)",
            "rightBrace:}"
        ])
        #expect(tokens("#if_x") == ["pound:#", "identifier:if_x"])
        #expect(tokens("#if1") == ["poundKeyword:#if", "integer:1"])
    }

    @Test func shebangOnlyOnTheFirstLine() {
        #expect(tokens("#!/usr/bin/env swift\nprint(1)") == [
            "shebang:#!/usr/bin/env swift", "identifier:print", "leftParen:(", "integer:1", "rightParen:)"
        ])
        #expect(tokens("x\n#!y") == ["identifier:x", "pound:#", "operator:!", "identifier:y"])
    }

    @Test func byteOrderMarkIsUnexpectedText() {
        #expect(tokens("\u{FEFF}let x = 1") == [
            "unexpectedText:\u{FEFF}", "keyword:let", "identifier:x", "operator:=", "integer:1"
        ])
    }
}
