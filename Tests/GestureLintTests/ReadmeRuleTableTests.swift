import Foundation
import Testing
import GestureLintCore
import GestureLintRules

@Suite struct ReadmeRuleTableTests {
    /// The README's rule table is generated from the rules' own descriptions; it must not drift.
    /// `GESTURELINT_UPDATE_DOCS=1 swift test --filter ReadmeRuleTableTests` rewrites it.
    @Test func readmeTableMatchesTheRules() throws {
        let url = FixtureHarness.repositoryRoot.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: RuleDocumentation.tableStart), "README lacks the rule-table start marker")
        let end = try #require(readme.range(of: RuleDocumentation.tableEnd), "README lacks the rule-table end marker")
        let expected = RuleDocumentation.markdownTable(allRules.map(\.description))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["GESTURELINT_UPDATE_DOCS"] == "1" {
            readme.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + expected + "\n")
            try readme.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let table = readme[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(table == expected, "README rule table is stale; paste this between the markers:\n\(expected)")
    }
}
