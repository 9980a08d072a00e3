import Foundation
import Testing
import GestureLintCore
import GestureLintRules

@Suite struct RuleDocumentationTests {
    /// `Rules/<id>.md` is generated from the rule's description; run
    /// `GESTURELINT_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests` to regenerate.
    @Test(arguments: allRules.map(\.description.id)) func markdownPageIsCurrent(id: String) throws {
        let rule = try #require(allRules.first { $0.description.id == id })
        let url = FixtureHarness.repositoryRoot.appendingPathComponent("Rules/\(id).md")
        let expected = RuleDocumentation.markdown(rule.description)
        if ProcessInfo.processInfo.environment["GESTURELINT_UPDATE_DOCS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let actual = try? String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "Rules/\(id).md is missing or stale; regenerate it with GESTURELINT_UPDATE_DOCS=1")
    }

    @Test func everyMarkdownPageBelongsToARule() throws {
        let folder = FixtureHarness.repositoryRoot.appendingPathComponent("Rules")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        let ids = Set(allRules.map(\.description.id))
        for page in pages {
            #expect(ids.contains(String(page.dropLast(3))), "Rules/\(page) documents no registered rule")
        }
    }

    @Test(arguments: allRules.map(\.description.id)) func everyRuleHasFixtures(id: String) throws {
        let folder = FixtureHarness.repositoryRoot.appendingPathComponent("Fixtures/\(id)")
        let files = try FixtureHarness.swiftFiles(in: folder, relative: "Fixtures/\(id)")
        #expect(files.count >= 12, "\(id) needs at least 6 triggering and 6 silent fixtures")
    }
}
