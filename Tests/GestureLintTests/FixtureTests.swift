import Foundation
import Testing
import GestureLintCore
import GestureLintRules

/// Every fixture, every rule: the exact set of (file, line, column, rule) must match the markers.
@Suite struct FixtureTests {
    @Test func everyFixtureReportsExactlyItsMarkers() throws {
        let outcome = try FixtureHarness.run(folder: "Fixtures", linter: Linter(rules: allRules))
        #expect(outcome.fixtures > 0)
        #expect(outcome.passed, "fixtures disagree with their markers:\n\(outcome.report)")
    }

    /// The same markers through the command line's engine, where a reported file without gestures
    /// is parsed once and checked only when a rule can still report on it (`GestureFreeFile`).
    @Test func everyFixtureReportsExactlyItsMarkersThroughTheLintRun() throws {
        let outcome = try FixtureHarness.run(folder: "Fixtures", lintRunRules: allRules)
        #expect(outcome.fixtures > 0)
        #expect(outcome.passed, "fixtures disagree with their markers:\n\(outcome.report)")
    }
}

/// The harness itself, proven with a rule that exists only in this test.
@Suite struct FixtureHarnessTests {
    /// Flags every identifier spelled `flagMe`.
    struct FlagMeRule: Rule {
        static let description = RuleDescription(
            id: "flag_me", name: "Flag me", severity: .warning,
            summary: "Test-only rule.", rationale: "Proves the fixture harness.")
        func check(_ context: RuleContext) {
            for token in context.tokens where token.kind == .identifier
                && context.file.bytes(token.range, equal: "flagMe") {
                context.report(token, "flagMe found")
            }
        }
    }

    func outcome(_ source: String) -> ([FixtureHarness.Expectation], [Diagnostic]) {
        let file = SourceFile(path: "t.swift", text: source)
        let expected = FixtureHarness.expectations(in: file)
        let actual = Linter(rules: [FlagMeRule()]).lint([file])
        return FixtureHarness.compare(expected: expected, actual: actual)
    }

    @Test func markedDiagnosticPasses() {
        let (misses, alarms) = outcome("let a = 1\nlet é = flagMe // expect: flag_me@9\n")
        #expect(misses.isEmpty)
        #expect(alarms.isEmpty)
    }

    @Test func missingDiagnosticIsAMiss() {
        let (misses, alarms) = outcome("let a = 1 // expect: flag_me\n")
        #expect(misses.map(\.line) == [1])
        #expect(alarms.isEmpty)
    }

    @Test func unmarkedDiagnosticIsAFalseAlarm() {
        let (misses, alarms) = outcome("let a = flagMe\n")
        #expect(misses.isEmpty)
        #expect(alarms.map(\.start) == [SourceLocation(line: 1, column: 9)])
    }

    @Test func wrongColumnIsBothAMissAndAFalseAlarm() {
        let (misses, alarms) = outcome("let a = flagMe // expect: flag_me@5\n")
        #expect(misses.count == 1)
        #expect(alarms.count == 1)
    }

    @Test func twoMarkersOnOneLine() {
        let (misses, alarms) = outcome("f(flagMe, flagMe) // expect: flag_me@3, flag_me@11\n")
        #expect(misses.isEmpty)
        #expect(alarms.isEmpty)
    }
}

/// The language server runs one file's rules on two threads; the result must be the serial one.
@Suite struct ParallelRuleTests {
    @Test func rulesOnTwoThreadsGiveExactlyTheSerialDiagnosticsOnEveryFixture() throws {
        let linter = Linter(rules: allRules)
        let paths = try #require(FileManager.default.enumerator(atPath: "Fixtures")?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count > 50)
        var differing: [String] = []
        for path in paths {
            let bytes = try #require(FileManager.default.contents(atPath: "Fixtures/" + path))
            let analysis = FileAnalysis(file: SourceFile(path: path, bytes: [UInt8](bytes)))
            let project = ProjectIndex(analyses: [analysis])
            let serial = linter.check(analysis, in: project)
            let parallel = linter.check(analysis, in: project, ruleThreads: 2)
            if serial != parallel { differing.append(path) }
        }
        #expect(differing.isEmpty, "differ on two threads: \(differing)")
    }
}
