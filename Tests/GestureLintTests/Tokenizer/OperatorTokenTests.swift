import Testing
@testable import GestureLintCore

/// Operators, including custom and Unicode ones, dot operators and the one-character postfix `!` and `?`.
@Suite struct OperatorTokenTests {
    @Test func unicodeOperators() {
        #expect(tokens("√x") == ["operator:√", "identifier:x"])
        #expect(tokens("a ⊕ b") == ["identifier:a", "operator:⊕", "identifier:b"])
        #expect(tokens("a • b") == ["identifier:a", "operator:•", "identifier:b"])
    }

    @Test func dotOperators() {
        #expect(tokens("0..<n") == ["integer:0", "operator:..<", "identifier:n"])
        #expect(tokens("a...b") == ["identifier:a", "operator:...", "identifier:b"])
        #expect(tokens("a .+. b") == ["identifier:a", "operator:.+.", "identifier:b"])
        #expect(tokens("x...") == ["identifier:x", "operator:..."])
        #expect(tokens("x.y") == ["identifier:x", "period:.", "identifier:y"])
    }

    @Test func postfixBangBeforeEquals() {
        #expect(tokens("a!=b") == ["identifier:a", "operator:!", "operator:=", "identifier:b"])
        #expect(tokens("a != b") == ["identifier:a", "operator:!=", "identifier:b"])
    }

    @Test func inoutAmpersand() {
        #expect(tokens("f(&x)") == [
            "identifier:f", "leftParen:(", "operator:&", "identifier:x", "rightParen:)"
        ])
    }

    @Test func optionalChaining() {
        #expect(tokens("x?.y") == ["identifier:x", "operator:?", "period:.", "identifier:y"])
        #expect(tokens("a ? b : c") == [
            "identifier:a", "operator:?", "identifier:b", "colon::", "identifier:c"
        ])
    }

    @Test func arrowAndAssignment() {
        #expect(tokens("(a) -> B") == [
            "leftParen:(", "identifier:a", "rightParen:)", "operator:->", "identifier:B"
        ])
        #expect(tokens("a = -b") == ["identifier:a", "operator:=", "operator:-", "identifier:b"])
    }

    @Test func genericAngleBrackets() {
        #expect(tokens("Array<Array<Int>>") == [
            "identifier:Array", "operator:<", "identifier:Array", "operator:<", "identifier:Int", "operator:>>"
        ])
    }

    @Test func commentInsideAnOperator() {
        #expect(tokens("a +/* c */ b") == [
            "identifier:a", "operator:+", "blockComment:/* c */", "identifier:b"
        ])
        #expect(tokens("a+//c") == ["identifier:a", "operator:+", "lineComment://c"])
    }
}
