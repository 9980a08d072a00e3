import Foundation
import Testing
import GestureLintCore
@testable import GestureLintCLI

@Suite struct FixTests {
    func mode(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func fixAppliesSafeFixesKeepsTheModeAndIsIdempotent() {
        let box = Sandbox()
        let path = box.write("a.swift", "let a = flagMe + flagMe\nboom()\n")
        chmod(path, 0o640)
        let first = box.run(["--fix"])
        #expect(box.read("a.swift") == "let a = flagged + flagged\nboom()\n")
        #expect(mode(path) == 0o640)
        #expect(first.stderr.contains("fixed 1 file"))
        // What remains is reported after the fix, with the fixed file's positions.
        #expect(first.stdout == "a.swift:2:1: error: boom is an error [boom_call]\n")
        #expect(first.status == 1)
        let second = box.run(["--fix"])
        #expect(box.read("a.swift") == "let a = flagged + flagged\nboom()\n")
        #expect(!second.stderr.contains("fixed"))
        #expect(second.stdout == first.stdout)
        // No temporary files are left beside it.
        let entries = try! FileManager.default.contentsOfDirectory(atPath: box.root)
        #expect(entries.sorted() == ["a.swift"])
    }

    @Test func fixWritesThroughSymbolicLinks() throws {
        let box = Sandbox()
        box.write("real/a.swift", "flagMe\n")
        try box.shell("ln -s real/a.swift link.swift")
        box.run(["--fix", "link.swift"])
        #expect(box.read("real/a.swift") == "flagged\n")
        let type = try FileManager.default.attributesOfItem(atPath: box.path("link.swift"))[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
    }

    @Test func suppressedDiagnosticsAreNotFixed() {
        let box = Sandbox()
        box.write("a.swift", "flagMe // gesturelint:disable:this flag_me\nflagMe\n")
        box.run(["--fix"])
        #expect(box.read("a.swift") == "flagMe // gesturelint:disable:this flag_me\nflagged\n")
    }

    @Test func fixesOnlyWhatTheRunShows() {
        let box = Sandbox()
        box.write("a.swift", "let a = flagMe\n")
        box.run(["--write-baseline", "baseline.json"])
        box.write("a.swift", "let a = flagMe\nlet b = flagMe\n")
        let result = box.run(["--fix", "--baseline", "baseline.json"])
        // The known diagnostic stays as it is; the new one is fixed.
        #expect(box.read("a.swift") == "let a = flagMe\nlet b = flagged\n")
        #expect(result.stdout == "")
    }

    @Test func neverOnAFileWithAParseError() {
        let box = Sandbox()
        box.write("a.swift", "flagMe\nunparsable\n")
        box.write("b.swift", "flagMe\n")
        let result = box.run(["--fix"])
        #expect(box.read("a.swift") == "flagMe\nunparsable\n")
        #expect(box.read("b.swift") == "flagged\n")
        #expect(result.stdout.contains("a.swift:1:1: warning: flagMe found"))
        // Also when the parse error is suppressed: the parser still did not understand the file.
        box.write("c.swift", "flagMe\nunparsable // gesturelint:disable:this parse_error\n")
        let hidden = box.run(["--fix", "c.swift"])
        #expect(hidden.stdout == "c.swift:1:1: warning: flagMe found; rename it to flagged [flag_me]\n")
        #expect(box.read("c.swift") == "flagMe\nunparsable // gesturelint:disable:this parse_error\n")
    }

    @Test func readOnlyFileLosesNothing() {
        let box = Sandbox()
        let path = box.write("a.swift", "flagMe\n")
        chmod(path, 0o444)
        let result = box.run(["--fix"])
        #expect(box.read("a.swift") == "flagMe\n")
        #expect(mode(path) == 0o444)
        #expect(result.status == 1)
        #expect(result.stdout.contains("a.swift:1:1: error: could not write the fixes: the file is read-only; make it writable (chmod u+w) to fix it; the file is unchanged [io_error]"))
        // The report describes the file as it is on disk.
        #expect(result.stdout.contains("a.swift:1:1: warning: flagMe found"))
        #expect(result.stderr.contains("in 1 file "))
    }

    @Test func failedWriteLeavesTheOriginalAndNoTemporaryFile() throws {
        let box = Sandbox()
        box.write("a.swift", "original\n")
        // Renaming over a non-empty folder fails after the temporary file was written.
        box.write("folder.swift/inside", "x")
        #expect(throws: AtomicWriter.WriteError.self) { try AtomicWriter.write(Array("new\n".utf8), to: box.path("folder.swift")) }
        #expect(throws: AtomicWriter.WriteError.self) { try AtomicWriter.write(Array("new\n".utf8), to: box.path("missing/a.swift")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.root).sorted() == ["a.swift", "folder.swift"])
        #expect(box.read("folder.swift/inside") == "x")
        try AtomicWriter.write(Array("new\n".utf8), to: box.path("a.swift"))
        #expect(box.read("a.swift") == "new\n")
    }

    @Test func diffShowsTheFixesAndChangesNothing() {
        let box = Sandbox()
        box.write("a.swift", "let l1 = 1\nlet l2 = 2\nlet l3 = 3\nlet a = flagMe\nlet l5 = 5\nlet l6 = 6\nlet l7 = 7\nlet l8 = 8\n")
        let result = box.run(["--diff"])
        #expect(result.stdout == """
            --- a/a.swift
            +++ b/a.swift
            @@ -1,7 +1,7 @@
             let l1 = 1
             let l2 = 2
             let l3 = 3
            -let a = flagMe
            +let a = flagged
             let l5 = 5
             let l6 = 6
             let l7 = 7

            """)
        #expect(result.status == 1)
        #expect(box.read("a.swift").contains("flagMe"))
        box.run(["--fix"])
        let clean = box.run(["--diff"])
        #expect(clean.stdout == "")
        #expect(clean.status == 0)
    }

    @Test func diffOfStandardInput() {
        let box = Sandbox()
        let result = box.run(["--diff", "--stdin", "--stdin-path", "Sources/x.swift"], stdin: "flagMe")
        #expect(result.stdout == "--- a/Sources/x.swift\n+++ b/Sources/x.swift\n@@ -1 +1 @@\n-flagMe\n\\ No newline at end of file\n+flagged\n\\ No newline at end of file\n")
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        let bytes = Array("abcdef".utf8)
        let fixes = [Fix(edits: [TextEdit(range: 1..<4, replacement: "X")]), Fix(edits: [TextEdit(range: 2..<5, replacement: "Y")]),
                     Fix(edits: [TextEdit(range: 5..<6, replacement: "Z")]), Fix(edits: [TextEdit(range: 0..<1, replacement: "U")], safe: false)]
        let (result, applied) = FixApplier.apply(fixes, to: bytes)
        #expect(String(decoding: result, as: UTF8.self) == "aXeZ")
        #expect(applied == 2)
    }
}

@Suite struct StdinTests {
    @Test func lintsStandardInputUnderItsPath() {
        let box = Sandbox()
        box.write(".gesturelint.yml", "excluded: [Generated]\nseverity:\n  flag_me: error\n")
        let named = box.run(["--stdin", "--stdin-path", "Sources/a.swift"], stdin: "let x = flagMe\n")
        #expect(named.stdout == "Sources/a.swift:1:9: error: flagMe found; rename it to flagged [flag_me]\n")
        #expect(named.status == 1)
        let anonymous = box.run(["--stdin", "--format", "json"], stdin: "flagMe")
        #expect(anonymous.stdout.contains("\"path\": \"<stdin>\""))
        // Excludes apply to the named path with --force-exclude, as for files named explicitly.
        let excluded = box.run(["--stdin", "--stdin-path", "Generated/a.swift", "--force-exclude"], stdin: "flagMe\n")
        #expect(excluded.stdout == "")
        #expect(excluded.status == 0)
    }
}
