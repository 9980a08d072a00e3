import Foundation
import Testing
@testable import GestureLintCore
@testable import GestureLintCLI

/// The supervisor names the files and the worker reads them (`WorkerReads`): an unreadable file,
/// a file that is not UTF-8 and a file changed before the report reads it come out as they did
/// when the supervisor read every file first.
@Suite struct WorkerReadsTests {
    static let tapView = "import SwiftUI\nstruct M: View { var body: some View { Text(\"a\").onTapGesture { go() } }\n func go() {} }\n"

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "gesturelint-worker-reads-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func supervisor(in folder: String, stderr: OutputSink = OutputSink.buffer()) -> Supervisor {
        Supervisor(process: WorkerProcess(executable: Executable.path, arguments: ["lint", "."],
                                          environment: ProcessInfo.processInfo.environment, currentDirectory: folder),
                   stderr: stderr, reader: FileReader(read: IO.readFileFromDisk))
    }

    static let engine = LintRun(rules: [], settings: [:], enabledRuleIDs: [], jobs: 2)

    /// A file the worker reads travels as its paths and scope: not its bytes, not a length or hash.
    @Test func theRequestCarriesOnlyThePathsOfFilesTheWorkerReads() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Self.tapView + "// MARKER-THAT-MUST-NOT-TRAVEL\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/M.swift"))
        let reported = WorkerProtocol.UnreadFile(path: "M.swift", origin: folder + "/M.swift", scope: 1)
        let other = WorkerProtocol.UnreadFile(path: "../O.swift", origin: folder + "/O.swift", scope: 0)
        let request = WorkerProtocol.Request(entries: [.unread(reported)], indexEntries: [.unread(other)],
                                             scopes: IndexScopes(visible: [[0], [1, 0]]), plans: [.check, .index], traced: nil)
        let encoded = WorkerProtocol.encode(request)
        // Per file: plan, scope, path and origin (each length-prefixed), how it is read, no diagnostics.
        let perFile = { (file: WorkerProtocol.UnreadFile) in 1 + 8 + 8 + file.path.utf8.count + 8 + file.origin.utf8.count + 1 + 8 }
        let header = 4 + 8 + 8 + (8 + 8) + (8 + 2 * 8)
        #expect(encoded.count == header + 8 + perFile(reported) + 8 + perFile(other))
        let marker = Array("MARKER-THAT-MUST-NOT-TRAVEL".utf8)
        #expect(!encoded.indices.contains { encoded[$0...].starts(with: marker) })
        var hash = SourceFile.contentHash(Array(text.utf8))
        let hashBytes = withUnsafeBytes(of: &hash) { Array($0) }
        #expect(!encoded.indices.contains { encoded[$0...].starts(with: hashBytes) })

        let decoded = try #require(WorkerProtocol.decodeRequest(encoded))
        #expect(decoded.plans == [.check, .index])
        guard case .unread(let first) = decoded.entries[0], case .unread(let second) = decoded.indexEntries[0] else {
            Issue.record("the files came back as given files")
            return
        }
        #expect(first == reported && second == other)
        #expect(decoded.inputs.isEmpty && decoded.indexOnly.isEmpty)
    }

    /// A file the worker cannot read is its io_error, the same one the supervisor's reader makes,
    /// and it is left out of the run; the other files' findings stand.
    @Test func anUnreadableFileIsItsIOErrorFromTheWorker() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.tapView.utf8).write(to: URL(fileURLWithPath: folder + "/M.swift"))
        let missing = WorkerProtocol.UnreadFile(path: "Gone.swift", origin: folder + "/Gone.swift")
        let present = WorkerProtocol.UnreadFile(path: "M.swift", origin: folder + "/M.swift")
        guard case .unreadable(let expected) = FileReader(read: IO.readFileFromDisk).read(absolute: missing.origin, display: "Gone.swift")
        else {
            Issue.record("a missing file was read")
            return
        }
        #expect(expected.ruleID == "io_error" && expected.message.contains("No such file"))

        let worker = WorkerProcess(executable: Executable.path, arguments: ["lint", "."],
                                   environment: ProcessInfo.processInfo.environment, currentDirectory: folder)
        let request = WorkerProtocol.Request(entries: [.unread(missing), .unread(present)], plans: [.check, .check], traced: nil)
        let outcome = try #require(worker.run(request, onAnalysed: { _ in }, onResult: { _ in }))
        #expect(outcome.finished)
        #expect(outcome.unreadable == [0: expected])
        #expect(outcome.results[0] == nil)
        #expect(outcome.results[1]?.diagnostics.map(\.ruleID) == ["tap_gesture_should_be_button"])

        let settled = Self.supervisor(in: folder).run(unread: [missing, present], indexOnly: [], engine: Self.engine, progress: nil)
        #expect(settled.count == 2)
        #expect(settled[0].unreadable == expected && settled[0].result == nil)
        #expect(settled[1].result?.diagnostics.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    /// A reported file that is not UTF-8 gets the parse_error the supervisor's reader gave it, and is
    /// still linted; the result's file is the one on disk, read only when asked for, with the length
    /// the worker linted.
    @Test func anInvalidUTF8FileIsAParseErrorFromTheWorker() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Array("// \u{E9}".utf8).dropLast(1) + Array(Self.tapView.utf8)   // a lead byte without its continuation
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Bad.swift"))
        let bad = WorkerProtocol.UnreadFile(path: "Bad.swift", origin: folder + "/Bad.swift")
        guard case .input(let expected) = FileReader(read: IO.readFileFromDisk).read(absolute: bad.origin, display: "Bad.swift") else {
            Issue.record("the file could not be read")
            return
        }
        #expect(expected.diagnostics.map(\.ruleID) == ["parse_error"])

        let settled = Self.supervisor(in: folder).run(unread: [bad], indexOnly: [], engine: Self.engine, progress: nil)
        let result = try #require(settled.first?.result)
        #expect(result.hasParseError)
        #expect(result.diagnostics.filter { $0.ruleID == "parse_error" } == expected.diagnostics)
        #expect(result.diagnostics.map(\.ruleID).contains("tap_gesture_should_be_button"))
        #expect(!result.file.holdsBytes, "not read by the supervisor until something needs the text")
        #expect(result.file.count == bytes.count)
        #expect(result.file.bytes == Array(bytes) && !result.file.isUnavailable)
    }

    /// A file changed after the worker read it: its findings are left out and the file is named;
    /// an unchanged file keeps its findings; a file whose text nothing needs is never read.
    @Test func aFileChangedBeforeTheReportReadsItIsNamedAndLeftOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["Same.swift", "Grown.swift", "Edited.swift", "Unneeded.swift"]
        for name in names { try Data(Self.tapView.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let files = names.map { WorkerProtocol.UnreadFile(path: $0, origin: folder + "/" + $0) }
        let settled = Self.supervisor(in: folder).run(unread: files, indexOnly: [], engine: Self.engine, progress: nil)
        var results = settled.compactMap(\.result)
        #expect(results.count == 4 && results.allSatisfy { $0.diagnostics.count == 1 })

        try Data((Self.tapView + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/Grown.swift"))
        try Data(Self.tapView.replacingOccurrences(of: "go()", with: "no()").utf8).write(to: URL(fileURLWithPath: folder + "/Edited.swift"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/Unneeded.swift"))
        var warnings: [String] = []
        LintedSources(warn: { warnings.append($0) }).settle(&results, needsText: { $0.path != "Unneeded.swift" }, jobs: 2)
        #expect(warnings == ["Grown.swift", "Edited.swift"].map {
            "\($0) changed on disk while it was being linted; its findings were left out of the report: lint again"
        })
        #expect(results.map(\.diagnostics.count) == [1, 0, 0, 1])
        #expect(results[0].file.bytes == Array(Self.tapView.utf8))
        #expect(!results[3].file.holdsBytes, "its text was not needed, so it was not read")
    }

    /// The whole command: with the worker reading the files, every format (JSON fixes, whose line
    /// and column the supervisor reads from the file, GitLab fingerprints, a baseline) is what the
    /// in-process run prints, for a file that is not UTF-8 too.
    @Test func theCommandPrintsWhatTheInProcessRunPrints() throws {
        let box = Sandbox()
        let fixtures = Executable.repositoryRoot.appendingPathComponent("Fixtures/deprecated_gesture_type").path
        let text = try String(contentsOfFile: fixtures + "/trigger_extension_view_helper.swift", encoding: .utf8)
        box.write("App/Pinch.swift", text)
        // Known targets: the deprecated type gets its fix.
        box.write(".gesturelint.yml", "deployment_target:\n  iOS: \"17.0\"\n")
        box.writeBytes("App/Bad.swift", [0x2F, 0x2F, 0x20, 0xC3] + Array(("\n" + Self.tapView).utf8))
        box.write("App/Tap.swift", Self.tapView)
        let inProcess = ["GESTURELINT_IN_PROCESS": "1"]
        _ = try box.execute(["App", "--write-baseline", "base.json"], environment: inProcess)
        box.write("App/Later.swift", Self.tapView.replacingOccurrences(of: "struct M", with: "struct L"))
        for arguments in [["--format", "json"], ["--format", "gitlab"], ["--format", "xcode", "--color", "always"],
                          ["--baseline", "base.json", "--format", "json"]] {
            let supervised = try box.execute(["App"] + arguments)
            let alone = try box.execute(["App"] + arguments, environment: inProcess)
            #expect(supervised.status == alone.status)
            #expect(supervised.stdout == alone.stdout, "\(arguments)")
            #expect(!supervised.stderr.contains("gesturelint: warning"))
        }
        let json = try box.execute(["App", "--format", "json"])
        #expect(json.stdout.contains("\"parse_error\"") && json.stdout.contains("\"deprecated_gesture_type\""))
        #expect(json.stdout.contains("\"edits\""), "a fix, whose edit positions the supervisor reads from the file")
        #expect(json.stdout.contains("\"files\": 4"))
    }

    /// A worker keeps the bytes of the files it read first, up to its budget, and drops the others
    /// (read again when pass 1 reaches them): either way the file is the one on disk, and its
    /// length and hash are those of the bytes read.
    @Test func aWorkerKeepsTheFirstFilesUpToItsBudget() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let texts = ["let a = 1\n", "let bb = 22\n", "let c = 3\n"]
        for (index, text) in texts.enumerated() { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/F\(index).swift")) }
        let entries = texts.indices.map { WorkerProtocol.Entry.unread(.init(path: "F\($0).swift", origin: folder + "/F\($0).swift")) }
        let budget = KeptBytes(texts[0].utf8.count + texts[1].utf8.count)
        let outcomes = WorkerReads(reader: FileReader(read: IO.readFileFromDisk))
            .read(entries, reported: true, lazily: true, jobs: 1, budget: budget)
        var kept: [Bool] = []
        for (index, outcome) in outcomes.enumerated() {
            guard case .input(let input, let linted) = outcome else {
                Issue.record("F\(index).swift was not read")
                continue
            }
            kept.append(input.file.holdsBytes)
            let bytes = Array(texts[index].utf8)
            #expect(linted == WorkerProtocol.Linted(count: bytes.count, hash: SourceFile.contentHash(bytes)))
            #expect(input.file.bytes == bytes && !input.file.isUnavailable)
        }
        #expect(kept == [true, true, false])
    }
}

