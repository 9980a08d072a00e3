import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct BaselineTests {
    @Test func knownDiagnosticsStayHiddenWhenLinesAreInsertedAbove() throws {
        let box = Sandbox()
        box.write("Sources/a.swift", "let a = flagMe\nlet b = flagMe\nboom()\n")
        let written = box.run(["--write-baseline", "baseline.json", "Sources"])
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(written.stderr.contains("recorded 3 diagnostics in baseline.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(box.read("baseline.json").utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.allSatisfy { $0["path"] as? String == "Sources/a.swift" })
        #expect(!box.read("baseline.json").contains("\"line\""))

        // Insert lines above and re-indent: nothing known comes back.
        box.write("Sources/a.swift", "// header\nimport SwiftUI\n\nlet a = flagMe\n    let b =   flagMe\nboom()\n")
        let after = box.run(["--baseline", "baseline.json", "Sources"])
        #expect(after.stdout == "")
        #expect(after.status == 0)

        // A new diagnostic (also one on a copy of a known line) is reported.
        box.write("Sources/a.swift", "let a = flagMe\nlet b = flagMe\nboom()\nlet c = flagMe\nboom()\n")
        let new = box.run(["--baseline", "baseline.json", "Sources"])
        #expect(new.stdout == """
            Sources/a.swift:4:9: warning: flagMe found; rename it to flagged [flag_me]
            Sources/a.swift:5:1: error: boom is an error [boom_call]

            """)
        #expect(new.status == 1)
    }

    @Test func baselineFromTheConfigurationAndFromAnotherFolder() {
        let box = Sandbox()
        box.write("a.swift", "flagMe\n")
        box.write(".gesturelint.yml", "baseline: lint/baseline.json\n")
        // Missing baseline folder: the write fails with a clear message.
        let failed = box.run(["--write-baseline", "lint/baseline.json"])
        #expect(failed.status == 2 && failed.stderr.contains("cannot write the baseline lint/baseline.json"))
        box.write("lint/.keep", "")
        #expect(box.run(["--write-baseline", "lint/baseline.json"]).status == 0)
        #expect(box.run([]).stdout == "")
        box.write("sub/.keep", "")
        #expect(box.run([".."], in: "sub").stdout == "")
    }

    @Test func aBrokenOrMissingBaselineIsARunError() {
        let box = Sandbox()
        box.write("a.swift", "flagMe\n")
        let missing = box.run(["--baseline", "none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("create it with --write-baseline none.json"))
        box.write("bad.json", "{\"version\": 7}")
        let bad = box.run(["--baseline", "bad.json"])
        #expect(bad.status == 2 && bad.stderr.contains("not a gesturelint baseline"))
    }
}

@Suite struct ChangedSinceTests {
    @Test func reportsOnlyChangedLines() throws {
        let box = Sandbox()
        try box.shell("git init -q -b main . && git config user.email t@example.com && git config user.name t")
        box.write("a.swift", "let a = flagMe\nlet b = 1\nlet c = flagMe\n")
        box.write("b.swift", "flagMe\n")
        try box.shell("git add -A && git commit -qm one")
        box.write("a.swift", "let a = flagMe\nlet b = flagMe\nlet c = flagMe\nlet d = flagMe\n")
        box.write("new.swift", "flagMe\n")
        let result = box.run(["--changed-since", "HEAD"])
        #expect(result.stdout == """
            a.swift:2:9: warning: flagMe found; rename it to flagged [flag_me]
            a.swift:4:9: warning: flagMe found; rename it to flagged [flag_me]
            new.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]

            """)
        // Non-ASCII file names are matched too (git would C-quote them by default).
        box.write("Vües/ä.swift", "flagMe\n")
        try box.shell("git add -A && git commit -qm two")
        box.write("Vües/ä.swift", "flagMe\nflagMe\n")
        #expect(box.run(["--changed-since", "HEAD", "Vües"]).stdout == "Vües/ä.swift:2:1: warning: flagMe found; rename it to flagged [flag_me]\n")
        // From a sub-folder of the repository, paths still line up.
        box.write("sub/c.swift", "flagMe\n")
        #expect(box.run(["--changed-since", "HEAD", "."], in: "sub").stdout == "c.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]\n")
    }

    @Test func zeroContextHunksAreParsed() {
        let diff = """
            diff --git a/a.swift b/a.swift
            --- a/a.swift
            +++ b/a.swift
            @@ -3,0 +4,2 @@ struct A {
            +x
            +y
            @@ -9 +11 @@
            -old
            +new
            @@ -20,3 +21,0 @@
            -gone
            diff --git a/gone.swift b/gone.swift
            --- a/gone.swift
            +++ /dev/null
            @@ -1 +0,0 @@
            -bye

            """
        let changed = ChangedLines.parse(diff, root: "/repo")
        #expect((1...25).filter { changed.contains(path: "/repo/a.swift", line: $0) } == [4, 5, 11])
        #expect(!changed.contains(path: "/repo/gone.swift", line: 1))
    }

    @Test func unknownRevisionAndNoRepositoryAreRunErrors() throws {
        let box = Sandbox()
        box.write("a.swift", "flagMe\n")
        let outside = box.run(["--changed-since", "main"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--changed-since needs a git repository"))
        try box.shell("git init -q -b main . && git config user.email t@example.com && git config user.name t && git add -A && git commit -qm one")
        let unknown = box.run(["--changed-since", "no-such-branch"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown git revision 'no-such-branch'"))
    }
}
