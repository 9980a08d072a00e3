import Testing
import GestureLintCore
import GestureLintRules

/// Every rule's documentation examples are executed, SwiftLint-style: triggering examples report
/// exactly their `↓` markers, silent ones nothing, and neither changes meaning when the example
/// is commented out, quoted in a string, or shifted by multibyte characters.
@Suite struct RuleExampleTests {
    static let ruleIDs = allRules.map(\.description.id)

    func rule(_ id: String) -> any Rule { allRules.first { $0.description.id == id }! }

    func starts(of code: String, rule: any Rule) -> [GestureLintCore.SourceLocation] {
        let file = SourceFile(path: "Example.swift", text: code)
        let target = rule.description.exampleDeploymentTarget
        return Linter(rules: [rule], deploymentTarget: { _ in target }).lint([file])
            .filter { $0.ruleID == rule.description.id }
            .map(\.start).sorted()
    }

    @Test(arguments: ruleIDs) func triggeringExamplesReportExactlyTheirMarkers(id: String) {
        let rule = rule(id)
        #expect(!rule.description.triggeringExamples.isEmpty, "\(id) documents no triggering example")
        for marked in rule.description.triggeringExamples {
            let example = MarkedExample(marked)
            #expect(!example.markers.isEmpty, "\(id): a triggering example has no ↓ marker:\n\(marked)")
            #expect(starts(of: example.code, rule: rule) == example.markers.sorted(), "\(id):\n\(marked)")

            let shifted = MarkedExample(Self.withMultibytePrefixOnMarkedLines(marked))
            #expect(starts(of: shifted.code, rule: rule) == shifted.markers.sorted(),
                    "\(id): columns drift after multibyte characters:\n\(shifted.code)")
        }
    }

    @Test(arguments: ruleIDs) func silentExamplesReportNothing(id: String) {
        let rule = rule(id)
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(id) documents no silent example")
        for marked in rule.description.nonTriggeringExamples {
            let code = MarkedExample(marked).code
            #expect(starts(of: code, rule: rule).isEmpty, "\(id) fired on a silent example:\n\(code)")
        }
    }

    @Test(arguments: ruleIDs) func examplesInCommentsAndStringsAreSilent(id: String) {
        let rule = rule(id)
        for marked in rule.description.triggeringExamples {
            let code = MarkedExample(marked).code
            let commented = code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "// " + $0 }.joined(separator: "\n")
            #expect(starts(of: commented, rule: rule).isEmpty, "\(id) fired inside comments")
            let quoted = "let example = #\"\"\"\n" + code + "\n\"\"\"#\n"
            #expect(starts(of: quoted, rule: rule).isEmpty, "\(id) fired inside a string literal")
        }
    }

    @Test(arguments: ruleIDs) func correctionsProduceTheDocumentedCode(id: String) throws {
        let rule = rule(id)
        #expect(rule.description.fixable == !rule.description.corrections.isEmpty,
                "\(id): fixable rules document corrections, others none")
        for correction in rule.description.corrections {
            let before = MarkedExample(correction.before).code
            let file = SourceFile(path: "Example.swift", text: before)
            let target = rule.description.exampleDeploymentTarget
            let edits = Linter(rules: [rule], deploymentTarget: { _ in target }).lint([file])
                .compactMap(\.fix).filter(\.safe).flatMap(\.edits)
            let fixed = try #require(TextEdit.apply(edits, to: file.bytes), "\(id): overlapping edits")
            #expect(String(decoding: fixed, as: UTF8.self) == correction.after, "\(id): correction differs")
            // Fixing again changes nothing.
            let again = Linter(rules: [rule], deploymentTarget: { _ in target }).lint([SourceFile(path: "Example.swift", bytes: fixed)])
            #expect(again.compactMap(\.fix).filter(\.safe).isEmpty, "\(id): fix is not idempotent")
        }
    }

    /// Puts a comment with multibyte characters at the start of every line carrying a marker.
    static func withMultibytePrefixOnMarkedLines(_ marked: String) -> String {
        marked.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.unicodeScalars.contains(MarkedExample.marker) ? "/* é👩‍👩‍👧 */ " + line : String(line)
        }.joined(separator: "\n")
    }
}

@Suite struct MarkedExampleTests {
    @Test func markersBecomePositions() {
        let example = MarkedExample("let é = ↓a\n  ↓b")
        #expect(example.code == "let é = a\n  b")
        #expect(example.markers == [GestureLintCore.SourceLocation(line: 1, column: 9), GestureLintCore.SourceLocation(line: 2, column: 3)])
    }
}
