import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

/// Suppression semantics line by line: each source line is followed by whether a diagnostic
/// on it must remain.
@Suite struct SuppressionTests {
    func diagnostics(_ source: String, arguments: [String] = []) -> [Diagnostic] {
        let box = Sandbox()
        box.write("a.swift", source)
        let result = box.run(arguments + ["--format", "json"])
        let object = try! JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        return (object["diagnostics"] as! [[String: Any]]).map { item in
            let start = SourceLocation(line: item["line"] as! Int, column: item["column"] as! Int)
            return Diagnostic(ruleID: item["rule"] as! String, severity: Severity(rawValue: item["severity"] as! String)!,
                              path: item["path"] as! String, range: 0..<0, start: start, end: start,
                              message: item["message"] as! String)
        }
    }

    func lines(_ source: String, rule: String = "flag_me", arguments: [String] = []) -> [Int] {
        diagnostics(source, arguments: arguments).filter { $0.ruleID == rule }.map(\.start.line)
    }

    @Test func nextThisPrevious() {
        let source = """
            flagMe
            // gesturelint:disable:next flag_me
            flagMe
            flagMe
            flagMe // gesturelint:disable:this flag_me
            flagMe
            // gesturelint:disable:previous flag_me
            flagMe

            """
        #expect(lines(source) == [1, 4, 8])
    }

    @Test func rangesUntilEnableOrEndOfFile() {
        let source = """
            flagMe
            // gesturelint:disable flag_me
            flagMe
            flagMe
            // gesturelint:enable flag_me
            flagMe
            // gesturelint:disable flag_me boom_call
            flagMe
            boom

            """
        #expect(lines(source) == [1, 6])
        #expect(lines(source, rule: "boom_call") == [])
    }

    @Test func allAndReasons() {
        let source = """
            flagMe; boom // gesturelint:disable:this all - legacy code, see #12
            flagMe; boom // gesturelint:disable:this flag_me - only this one
            /* gesturelint:disable:next boom_call */
            boom

            """
        let found = diagnostics(source)
        #expect(found.map { "\($0.start.line):\($0.ruleID)" } == ["2:boom_call"])
    }

    @Test func otherRulesAreNotSuppressed() {
        #expect(lines("boom // gesturelint:disable:this flag_me\n", rule: "boom_call") == [1])
    }

    @Test func textInStringsAndProseDoesNotSuppress() {
        let source = """
            let s = "// gesturelint:disable:next flag_me"
            flagMe
            // see gesturelint:disable:next flag_me for how
            flagMe

            """
        #expect(lines(source) == [2, 4])
    }

    @Test func unknownIdsAreInvalidSuppressions() {
        let source = """
            // gesturelint:disable:next flag_mee
            flagMe
            // gesturelint:disabel flag_me
            // gesturelint:disable:next
            let x = 1

            """
        let found = diagnostics(source)
        let invalid = found.filter { $0.ruleID == "invalid_suppression" }
        #expect(invalid.map(\.start) == [SourceLocation(line: 1, column: 29), SourceLocation(line: 3, column: 16),
                                         SourceLocation(line: 4, column: 1)])
        #expect(invalid[0].message.contains("unknown rule id 'flag_mee' in a suppression; did you mean 'flag_me'?"))
        #expect(invalid[1].message.contains("did you mean 'disable'?"))
        #expect(invalid[2].message.contains("names no rule"))
        #expect(found.contains { $0.ruleID == "flag_me" && $0.start.line == 2 })
    }

    @Test func unusedSuppressionsOnlyWhenAsked() {
        let source = """
            // gesturelint:disable:next flag_me
            let a = 1
            // gesturelint:disable:next flag_me
            flagMe
            let b = 2 // gesturelint:disable:this all
            // gesturelint:disable boom_call
            // gesturelint:enable boom_call

            """
        #expect(lines(source, rule: "unused_suppression") == [])
        let reported = diagnostics(source, arguments: ["--report-unused-suppressions"])
            .filter { $0.ruleID == "unused_suppression" }
        #expect(reported.map(\.start.line) == [1, 5, 6])
        #expect(reported[0].message == "'gesturelint:disable:next flag_me' suppressed nothing; remove it")
        // Also through the configuration.
        let box = Sandbox()
        box.write(".gesturelint.yml", "opt_in_rules: [unused_suppression]\n")
        box.write("a.swift", source)
        #expect(box.run([]).stdout.contains("a.swift:1:29: warning: 'gesturelint:disable:next flag_me' suppressed nothing"))
    }

    @Test func suppressionOfADisabledRuleIsNotUnused() {
        let source = "// gesturelint:disable:next note_me\nnoteMe\n"
        #expect(lines(source, rule: "unused_suppression", arguments: ["--report-unused-suppressions"]) == [])
    }
}
