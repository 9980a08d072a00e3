import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct ConfigurationTests {
    /// Every kind of configuration error: exit 2, and stderr names file, line and key.
    @Test(arguments: [
        ("strict: true\nexclude: [a]\n", ".gesturelint.yml:2: error: 'exclude': unknown key; did you mean 'excluded'?"),
        ("disabled_rules: [flag_me, flag_mi]\n", ".gesturelint.yml:1: error: 'disabled_rules': unknown rule id 'flag_mi'; did you mean 'flag_me'?"),
        ("opt_in_rules:\n  - note_me\n  - nope_rule\n", ".gesturelint.yml:3: error: 'opt_in_rules': unknown rule id 'nope_rule'"),
        ("severity:\n  flag_me: eror\n", ".gesturelint.yml:2: error: 'severity.flag_me': expected error, warning or note, found 'eror'; did you mean 'error'?"),
        ("severity:\n  flag_mee: error\n", ".gesturelint.yml:2: error: 'severity.flag_mee': unknown rule id 'flag_mee'; did you mean 'flag_me'?"),
        ("included: Sources\n", ".gesturelint.yml:1: error: 'included': expected a list such as [a, b], found 'Sources'"),
        ("strict: yes\n", ".gesturelint.yml:1: error: 'strict': expected true or false, found 'yes'"),
        ("rules:\n  note_me:\n    minimum_duration: long\n", ".gesturelint.yml:3: error: 'rules.note_me.minimum_duration': expected a number, found 'long'"),
        ("rules:\n  note_me:\n    minimum_duration: \"0.8\"\n", ".gesturelint.yml:3: error: 'rules.note_me.minimum_duration': expected a number, found the quoted string \"0.8\"; remove the quotes"),
        ("rules:\n  note_me:\n    minimum_durration: 1\n", ".gesturelint.yml:3: error: 'rules.note_me.minimum_durration': unknown option; did you mean 'minimum_duration'?"),
        ("rules:\n  note_me:\n    heavy_calls: reindex\n", ".gesturelint.yml:3: error: 'rules.note_me.heavy_calls': expected a list such as [a, b]"),
        ("deployment_target:\n  iOS: sixteen\n", ".gesturelint.yml:2: error: 'deployment_target.iOS': expected a version such as \"16.0\""),
        ("deployment_target:\n  IOS: 16\n", ".gesturelint.yml:2: error: 'deployment_target.IOS': unknown platform; did you mean 'iOS'?"),
        ("excluded: [a, b\n", ".gesturelint.yml:1: error: unclosed '['"),
        ("strict: true\n\tbaseline: x\n", ".gesturelint.yml:2: error: tabs are not allowed for indentation"),
        ("included: \"Sources\n", ".gesturelint.yml:1: error: unclosed quote"),
        ("rules: {note_me: {loud: true}}\n", ".gesturelint.yml:1: error: flow maps ('{ ... }') are not supported"),
        ("base: &anchor x\n", ".gesturelint.yml:1: error: '&' (anchors, aliases, tags, block scalars) is not supported"),
        ("strict: true\nstrict: false\n", ".gesturelint.yml:2: error: duplicate key 'strict'"),
        ("severity:\n  flag_me: error\n   boom_call: error\n", ".gesturelint.yml:3: error: unexpected indentation"),
        ("- a\n- b\n", ".gesturelint.yml:1: error: expected a map of settings at the top level, found a list"),
    ])
    func errorsNameFileLineAndKey(config: String, message: String) {
        let box = Sandbox()
        box.write(".gesturelint.yml", config)
        box.write("a.swift", "let a = 1\n")
        let result = box.run([])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "stderr: \(result.stderr)")
    }

    @Test func theContractExampleLoads() throws {
        let text = """
            deployment_target:        # else inferred from Package.swift / Xcode project
              iOS: "16.0"
              macOS: 13.0
            included: [Sources]       # paths linted when none are given on the command line
            excluded: ["**/Generated/**", 'Fixtures']
            disabled_rules: [boom_call]
            opt_in_rules: []
            only_rules: []            # when set, exactly these
            severity:
              flag_me: error
            rules:                    # per-rule options
              note_me:
                heavy_calls: ["reindex*"]
                minimum_duration: 0.8
                loud: true
            strict: false
            baseline: .gesturelint-baseline.json
            check_previews: true
            """
        let rules = TestRules.all.map(\.description) + EngineRules.descriptions
        let configuration = try ConfigurationLoader.load(text: text, path: ".gesturelint.yml", rules: rules)
        #expect(configuration.deploymentTargets["iOS"] == OSVersion("16.0"))
        #expect(configuration.deploymentTargets["macOS"] == OSVersion("13"))
        #expect(configuration.included == ["Sources"])
        #expect(configuration.excluded == ["**/Generated/**", "Fixtures"])
        #expect(configuration.disabledRules == ["boom_call"])
        #expect(configuration.severities["flag_me"] == .error)
        #expect(configuration.ruleOptions["note_me"]?.values["heavy_calls"] == .strings(["reindex*"]))
        #expect(configuration.ruleOptions["note_me"]?.number("minimum_duration", default: 1) == 0.8)
        #expect(configuration.ruleOptions["note_me"]?.bool("loud", default: false) == true)
        #expect(configuration.baseline == ".gesturelint-baseline.json")
        #expect(configuration.checkPreviews)
        let enabled = configuration.enabledRuleIDs(among: rules)
        #expect(enabled.contains("flag_me") && !enabled.contains("boom_call") && !enabled.contains("note_me"))
    }

    @Test func settingsReachTheRules() {
        let box = Sandbox()
        box.write(".gesturelint.yml", """
            severity:
              flag_me: error
            opt_in_rules: [note_me]
            rules:
              note_me:
                loud: true
            """)
        box.write("a.swift", "flagMe; noteMe\n")
        let result = box.run([])
        #expect(result.stdout == "a.swift:1:1: error: flagMe found; rename it to flagged [flag_me]\na.swift:1:9: note: NOTE ME [note_me]\n")
        #expect(result.status == 1)
    }

    @Test func commandLineSelectionsOverrideTheFile() {
        let box = Sandbox()
        box.write(".gesturelint.yml", "disabled_rules: [flag_me]\n")
        box.write("a.swift", "flagMe; boom; noteMe\n")
        func rules(_ arguments: [String]) -> [String] {
            box.run(arguments).stdout.split(separator: "\n").compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
        }
        #expect(rules([]) == ["boom_call"])
        #expect(rules(["--enable", "flag_me,note_me"]) == ["flag_me", "boom_call", "note_me"])
        #expect(rules(["--only", "flag_me"]) == ["flag_me"])
        #expect(rules(["--disable", "boom_call"]) == [])
    }

    @Test func foundByWalkingUpAndPathsAreRelativeToIt() {
        let box = Sandbox()
        box.write(".gesturelint.yml", "included: [Sources]\nexcluded: [\"**/Generated/**\", Sources/Old]\n")
        box.write("Sources/App/a.swift", "flagMe\n")
        box.write("Sources/App/Generated/g.swift", "flagMe\n")
        box.write("Sources/Old/o.swift", "flagMe\n")
        box.write("Other/b.swift", "flagMe\n")
        // From the root: `included` decides what is linted.
        #expect(box.run([]).stdout == "Sources/App/a.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]\n")
        // From a sub-folder the same file is found, and excludes still apply.
        let nested = box.run(["."], in: "Sources")
        #expect(nested.stdout == "App/a.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]\n")
        // --config picks another file.
        box.write("other.yml", "disabled_rules: [flag_me]\n")
        #expect(box.run(["--config", "other.yml", "Other"]).stdout == "")
    }

    @Test func missingIncludedFolderNamesTheConfiguration() {
        let box = Sandbox()
        box.write(".gesturelint.yml", "included: [Sources, Gone]\n")
        box.write("Sources/a.swift", "let a = 1\n")
        let result = box.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("path 'Gone' does not exist"))
        #expect(result.stderr.contains("it is listed in 'included' of .gesturelint.yml"))
    }

    @Test func yamlSubsetDetails() throws {
        let node = try YAMLParser.parse("""
            # comment
            a: 'it''s # not a comment'
            b:
            - x
            - "y\\tz"
            c: [1, "two", three]   # trailing
            d:
            """)
        guard case .map(let entries) = node.value else { Issue.record("not a map"); return }
        #expect(entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(entries[0].value.value == .scalar("it's # not a comment", quoted: true))
        #expect(entries[1].value.value == .list([YAMLNode(.scalar("x", quoted: false), line: 4), YAMLNode(.scalar("y\tz", quoted: true), line: 5)]))
        #expect(entries[2].value.line == 6)
        #expect(entries[3].value.value == .null)
    }
}
