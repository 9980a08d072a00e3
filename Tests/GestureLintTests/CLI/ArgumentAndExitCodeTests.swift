import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct ArgumentTests {
    @Test func misspelledOptionSuggestsTheNearest() {
        let box = Sandbox()
        let result = box.run(["--formt", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--formt'"))
        #expect(result.stderr.contains("did you mean '--format'?"))
    }

    @Test func singleDashOptionSuggestsTheDoubleDash() {
        let result = Sandbox().run(["-strict"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean '--strict'?"))
    }

    @Test func missingValueIsNamed() {
        let result = Sandbox().run(["--max-warnings"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("option '--max-warnings' needs a value"))
        let followed = Sandbox().run(["--format", "--strict"])
        #expect(followed.stderr.contains("option '--format' needs a value"))
    }

    @Test func badValuesAreRejectedWithSuggestions() {
        let box = Sandbox()
        #expect(box.run(["--format", "sarf"]).stderr.contains("unknown format 'sarf'; did you mean 'sarif'?"))
        #expect(box.run(["--jobs", "0"]).stderr.contains("'--jobs' needs a whole number of at least 1"))
        #expect(box.run(["--max-warnings", "-1"]).status == 2)
        #expect(box.run(["--color", "allways"]).stderr.contains("did you mean 'always'?"))
        #expect(box.run(["--strict=yes"]).stderr.contains("'--strict' takes no value"))
        #expect(box.run(["--only", "flag_mee"]).stderr.contains("unknown rule id 'flag_mee' in --only; did you mean 'flag_me'?"))
    }

    @Test(arguments: [
        (["--fix", "--diff"], "'--fix' and '--diff' cannot be used together"),
        (["--stdin", "a.swift"], "'--stdin' and 'paths' cannot be used together"),
        (["--stdin-path", "a.swift"], "'--stdin-path' only applies with '--stdin'"),
        (["--only", "flag_me", "--disable", "boom_call"], "'--only' and '--disable' cannot be used together"),
        (["--format", "json", "--format", "xcode"], "would both write to standard output"),
        (["--format", "json=a.json", "--output", "b.txt"], "'--output' has nothing to write"),
        (["--baseline", "a", "--write-baseline", "b"], "'--baseline' and '--write-baseline' cannot be used together"),
        (["--output", "x", "--output", "y"], "is given more than once"),
    ])
    func conflictsAreRefused(arguments: [String], message: String) {
        let result = Sandbox().run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    @Test func helpAndVersion() {
        let box = Sandbox()
        #expect(box.run(["--version"]).stdout == "gesturelint \(ProjectInfo.version)\n")
        #expect(box.run(["version"]).stdout == "gesturelint \(ProjectInfo.version)\n")
        #expect(box.run(["help"]).stdout.contains("gesturelint rules [--format text|json]"))
        #expect(box.run(["help", "lint"]).stdout.contains("--changed-since REF"))
        #expect(box.run(["lint", "--help"]).stdout.contains("--force-exclude"))
        let unknown = box.run(["help", "lnt"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean 'lint'?"))
    }

    @Test func rulesListsRegistryAndEngineRules() throws {
        let box = Sandbox()
        let text = box.run(["rules"]).stdout
        #expect(text.contains("flag_me"))
        #expect(text.contains("unused_suppression   warning   opt-in"))
        let json = box.run(["rules", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let ids = array.compactMap { $0["id"] as? String }
        #expect(Set(ids).isSuperset(of: ["flag_me", "boom_call", "note_me", "io_error", "invalid_suppression", "unused_suppression"]))
        #expect(array.first { $0["id"] as? String == "flag_me" }?["fixable"] as? Bool == true)
        #expect(array.first { $0["id"] as? String == "note_me" }?["enabled_by_default"] as? Bool == false)
    }

    @Test func hiddenDumpTokensKeepsItsFormat() {
        let box = Sandbox()
        box.write("t.swift", "let a = 1 // c\n")
        let result = box.run(["dump-tokens", "--header", "t.swift"])
        #expect(result.stdout == "#file\tt.swift\t15\n0\t3\tkeyword\tlet\n4\t5\tidentifier\ta\n6\t7\toperator\t=\n8\t9\tinteger\t1\n10\t14\tline-comment\t// c\n")
        #expect(box.run(["dump-tokens", "missing.swift"]).status == 2)
    }

    @Test func explainRendersEverySection() {
        let box = Sandbox()
        let text = box.run(["explain", "flag_me"]).stdout
        for section in ["What it finds", "Why it matters", "Triggering examples", "Corrected code", "Options", "Fix"] {
            #expect(text.contains("\n\(section)"), "missing \(section)")
        }
        #expect(text.contains("let a = ↓flagMe"))
        let options = box.run(["explain", "note_me"]).stdout
        #expect(options.contains("minimum_duration (number, default 1.0)"))
        let unknown = box.run(["explain", "flag_mi"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean 'flag_me'?"))
    }
}

@Suite struct ExitCodeTests {
    @Test func cleanRunExitsZero() {
        let box = Sandbox()
        box.write("a.swift", "let a = 1\n")
        let result = box.run([])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("0 errors, 0 warnings, 0 notes in 1 file"))
    }

    @Test func warningsPassUnlessStrict() {
        let box = Sandbox()
        box.write("a.swift", "let a = flagMe\n")
        #expect(box.run([]).status == 0)
        #expect(box.run(["--strict"]).status == 1)
        box.write(".gesturelint.yml", "strict: true\n")
        #expect(box.run([]).status == 1)
    }

    @Test func errorsFailAndExitZeroOverrides() {
        let box = Sandbox()
        box.write("a.swift", "boom()\n")
        let result = box.run([])
        #expect(result.status == 1)
        #expect(result.stdout == "a.swift:1:1: error: boom is an error [boom_call]\n")
        #expect(box.run(["--exit-zero"]).status == 0)
    }

    @Test func notesNeverFail() {
        let box = Sandbox()
        box.write("a.swift", "noteMe()\n")
        let result = box.run(["--enable", "note_me", "--strict"])
        #expect(result.stdout.contains("note: noteMe noted [note_me]"))
        #expect(result.status == 0)
    }

    @Test func maxWarningsIsABudget() {
        let box = Sandbox()
        box.write("a.swift", "flagMe(flagMe)\n")
        #expect(box.run(["--max-warnings", "2"]).status == 0)
        let over = box.run(["--max-warnings", "1"])
        #expect(over.status == 1)
        #expect(over.stderr.contains("more than the 1 warnings --max-warnings allows"))
        #expect(box.run(["--max-warnings", "1", "--exit-zero"]).status == 0)
    }

    @Test func runFailuresExitTwo() {
        let box = Sandbox()
        box.write("a.swift", "let a = 1\n")
        let missing = box.run(["nothere"])
        #expect(missing.status == 2 && missing.stderr.contains("path 'nothere' does not exist"))
        let config = box.run(["--config", "missing.yml"])
        #expect(config.status == 2 && config.stderr.contains("cannot read the configuration missing.yml"))
        let folder = box.run(["--config", "."])
        #expect(folder.status == 2 && folder.stderr.contains("cannot read the configuration"))
        box.write(".gesturelint.yml", "strict: maybe\n")
        let bad = box.run([])
        #expect(bad.status == 2 && bad.stderr.contains(".gesturelint.yml:1: error: 'strict': expected true or false"))
        // --exit-zero does not hide a failed run.
        #expect(box.run(["--exit-zero"]).status == 2)
    }

    @Test func unreadableFileIsADiagnosticAndTheRunContinues() {
        let box = Sandbox()
        box.write("a.swift", "let a = flagMe\n")
        box.write("b.swift", "let b = 1\n")
        let result = box.run(["--format", "json"], readFile: { path in
            if path.hasSuffix("/b.swift") { throw IO.ReadError(description: "Permission denied") }
            return try IO.readFileFromDisk(path)
        })
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"rule\": \"io_error\""))
        #expect(result.stdout.contains("Permission denied"))
        #expect(result.stdout.contains("\"rule\": \"flag_me\""))
        #expect(result.stdout.contains("\"files\": 2"))
    }

    @Test func invalidUTF8IsAParseErrorAndTheFileIsStillLinted() {
        let box = Sandbox()
        box.writeBytes("a.swift", Array("let a = flagMe // ".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
        let result = box.run([])
        #expect(result.stdout.contains("a.swift:1:19: warning: the file is not valid UTF-8 (byte 18); save it as UTF-8 [parse_error]"))
        #expect(result.stdout.contains("a.swift:1:9: warning: flagMe found"))
    }
}
