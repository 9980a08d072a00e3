import Foundation
import Testing
import GestureLintCore
import GestureLintRules

@Suite struct ReadmeRuleTableTests {
    /// The README's rule table is generated from the rules' own descriptions; it must not drift.
    @Test func readmeTableMatchesTheRules() throws {
        let readme = try String(contentsOf: FixtureHarness.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: RuleDocumentation.tableStart), "README lacks the rule-table start marker")
        let end = try #require(readme.range(of: RuleDocumentation.tableEnd), "README lacks the rule-table end marker")
        let table = readme[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = RuleDocumentation.markdownTable(allRules.map(\.description))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(table == expected, "README rule table is stale; paste this between the markers:\n\(expected)")
    }
}
