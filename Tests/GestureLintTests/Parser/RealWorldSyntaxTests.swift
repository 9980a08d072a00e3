import Testing
import GestureLintCore

/// Valid Swift met while linting public SwiftUI projects that the parser once rejected.
@Suite struct RealWorldSyntaxTests {
    @Test func packExpansionInATupleExpression() {
        let parsed = Parsed("func f<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.invariantViolations().isEmpty)
        #expect(parsed.dump.contains("(identifier v)"))
    }

    @Test func packExpansionOfAParenthesisedTuple() {
        let parsed = Parsed("for (l, r) in repeat (each a, each b) { use(l, r) }\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.invariantViolations().isEmpty)
    }

    @Test func eachAndRepeatStayOrdinaryNamesAndStatements() {
        let parsed = Parsed("let g: (Int) -> Int = { each in each + 1 }\nrepeat { i += 1 } while i < 3\n")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.statement(0).contains("(closureParameter each)"))
        #expect(parsed.statement(1).hasPrefix("(repeatStmt"))
    }
}
