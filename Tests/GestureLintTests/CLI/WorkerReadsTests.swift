import Foundation
import Testing
@testable import GestureLintCore
@testable import GestureLintCLI
import GestureLintRules

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
        // Magic, traced, the scopes, and the count of folder listings (none here).
        let header = 4 + 8 + 8 + (8 + 8) + (8 + 2 * 8) + 8
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

    /// A worker's pass 1 reads each file it indexes exactly once, when it reaches it, and none it
    /// leaves out; the file it lints is the one on disk, remembered with the length and hash of the
    /// bytes read (so dropping it after pass 1 hashes nothing again), and each reported file's
    /// length and hash go back with its result.
    @Test func passOneReadsEachFileOnceWhenItReachesIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let texts = ["let a = 1\n", "let bb = 22\n", "let c = 3\n", "let d = 4\n"]
        for (index, text) in texts.enumerated() { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/F\(index).swift")) }
        let entries = texts.indices.map { WorkerProtocol.Entry.unread(.init(path: "F\($0).swift", origin: folder + "/F\($0).swift", scope: 0)) }
        let request = WorkerProtocol.Request(entries: Array(entries[..<2]), indexEntries: Array(entries[2...]),
                                             plans: [.check, .check, .index, .leaveOut], traced: nil)
        let calls = CallCounts()
        let linted = LintedLengths(count: 2)
        let read = WorkerReads(reader: FileReader(read: { path in
            calls.count(path)
            return try IO.readFileFromDisk(path)
        })).passOne(request, linted: linted, unreadable: { _, _ in Issue.record("every file is readable") })
        var run = Self.engine
        run.releasesBytes = true
        let linting = FilesSeen()
        run.readsInPassOne = { position, given in
            #expect(given.file.count == 0, "the engine is handed a placeholder, not the file")
            let input = read(position, given)
            if let input { linting.keep(position, input.file) }
            return input
        }
        run.indexOnly = WorkerReads.placeholders(request.indexEntries)
        let results = run.run(WorkerReads.placeholders(request.entries), plan: LintPlan(parts: request.plans), observer: nil)
        #expect(results.count == 2 && results.allSatisfy { $0 != nil })
        #expect(calls.counts == [0, 1, 2].reduce(into: [:]) { $0[folder + "/F\($1).swift"] = 1 }, "F3 is left out, so never read")
        for position in 0..<3 {
            let bytes = Array(texts[position].utf8)
            let file = try #require(linting.files[position])
            #expect(file.path == "F\(position).swift" && file.origin == folder + "/F\(position).swift")
            #expect(!file.holdsBytes, "dropped after pass 1: it is checked against what was read when read again")
            #expect(file.bytes == bytes && !file.isUnavailable)
            if position < 2 {
                #expect(linted[position] == WorkerProtocol.Linted(count: bytes.count, hash: SourceFile.contentHash(bytes)))
                #expect(results[position]?.file === file)
            }
        }
    }

    /// Read inside pass 1, an unreadable file (reported or index-only) is its io_error and is left
    /// out of the run, an invalid UTF-8 reported file gets today's parse_error and is still linted,
    /// an invalid UTF-8 index-only file gets none, and the worker's records say the same.
    @Test func anUnreadableAndAnInvalidFileReadInPassOneGiveTodaysDiagnostics() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let invalid = [0x2F, 0x2F, 0x20, 0xC3] + Array(("\n" + Self.tapView).utf8)
        try Data(invalid).write(to: URL(fileURLWithPath: folder + "/Bad.swift"))
        try Data(invalid).write(to: URL(fileURLWithPath: folder + "/BadOther.swift"))
        try Data(Self.tapView.replacingOccurrences(of: "struct M", with: "struct T").utf8)
            .write(to: URL(fileURLWithPath: folder + "/Tap.swift"))
        let reader = FileReader(read: IO.readFileFromDisk)
        let files = ["Gone.swift", "Bad.swift", "Tap.swift", "GoneOther.swift", "BadOther.swift"].map {
            WorkerProtocol.UnreadFile(path: $0, origin: folder + "/" + $0)
        }
        guard case .unreadable(let gone) = reader.read(absolute: files[0].origin, display: files[0].path),
              case .unreadable(let goneOther) = reader.read(absolute: files[3].origin, display: files[3].path),
              case .input(let bad) = reader.read(absolute: files[1].origin, display: files[1].path) else {
            Issue.record("the reader does not see the files as this test wrote them")
            return
        }
        #expect(bad.diagnostics.map(\.ruleID) == ["parse_error"])
        let worker = WorkerProcess(executable: Executable.path, arguments: ["lint", "."],
                                   environment: ProcessInfo.processInfo.environment, currentDirectory: folder)
        let request = WorkerProtocol.Request(entries: files[..<3].map { .unread($0) }, indexEntries: files[3...].map { .unread($0) },
                                             plans: [.check, .check, .check, .index, .index], traced: nil)
        let outcome = try #require(worker.run(request, onAnalysed: { _ in }, onResult: { _ in }))
        #expect(outcome.finished)
        #expect(outcome.unreadable == [0: gone, 3: goneOther])
        #expect(outcome.results[0] == nil)
        #expect(outcome.results[1]?.hasParseError == true)
        #expect(outcome.results[1]?.diagnostics.filter { $0.ruleID == "parse_error" } == bad.diagnostics)
        #expect(outcome.results[1]?.file.count == invalid.count)
        #expect(outcome.results[2]?.diagnostics.map(\.ruleID) == ["tap_gesture_should_be_button"])
        #expect(outcome.results[2]?.hasParseError == false)

        // The same files in process (read first, by the same reader, every rule on as in the
        // worker's `lint .`) give the same results.
        let ids = Set((allRules.map(\.description) + EngineRules.descriptions).map(\.id))
        let everyRule = LintRun(rules: allRules, settings: [:], enabledRuleIDs: ids, jobs: 2)
        let inProcess = Self.supervisor(in: folder).inProcess(request.entries, indexOnly: request.indexEntries,
                                                              engine: everyRule, progress: nil)
        #expect(inProcess[0].unreadable == gone)
        #expect(inProcess[1].result?.diagnostics == outcome.results[1]?.diagnostics)
        #expect(inProcess[2].result?.diagnostics == outcome.results[2]?.diagnostics)
    }

    /// A worker that traps (in a file's rules, or in a file's analysis) is restarted and the trapped
    /// file diagnosed, as before: the file its pass 1 could not read is still its one io_error, the
    /// invalid UTF-8 file still its parse_error, and every other file's findings are those of a run
    /// without the trap, with two threads.
    @Test func aTrapInAWorkerThatReadsInPassOneCostsOnlyTheTrappedFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["Tap.swift", "Trapped.swift", "Bad.swift", "Other.swift"]
        for (index, name) in names.enumerated() {
            let text = Self.tapView.replacingOccurrences(of: "struct M", with: "struct M\(index)")
            let bytes = name == "Bad.swift" ? [0x2F, 0x2F, 0x20, 0xC3, 0x0A] + Array(text.utf8) : Array(text.utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let files = (names + ["Gone.swift"]).map { WorkerProtocol.UnreadFile(path: $0, origin: folder + "/" + $0) }
        let ids = Set((allRules.map(\.description) + EngineRules.descriptions).map(\.id))
        let engine = LintRun(rules: allRules, settings: [:], enabledRuleIDs: ids, jobs: 2)
        let normal = Self.supervisor(in: folder).run(unread: files, indexOnly: [], engine: engine, progress: nil)
        #expect(normal[4].unreadable?.ruleID == "io_error")
        #expect(normal[2].result?.diagnostics.map(\.ruleID) == ["parse_error", "tap_gesture_should_be_button"])
        for trap in ["Trapped.swift", "analysis:Trapped.swift"] {
            var environment = ProcessInfo.processInfo.environment
            environment["GESTURELINT_TEST_TRAP"] = trap
            let supervisor = Supervisor(process: WorkerProcess(executable: Executable.path, arguments: ["lint", "."],
                                                               environment: environment, currentDirectory: folder),
                                        stderr: OutputSink.buffer(), reader: FileReader(read: IO.readFileFromDisk))
            let failed = supervisor.run(unread: files, indexOnly: [], engine: engine, progress: nil)
            #expect(failed.count == 5)
            #expect(failed[1].result?.diagnostics.map(\.ruleID) == ["internal_error"], "\(trap)")
            #expect(failed[4].unreadable == normal[4].unreadable, "\(trap)")
            for index in [0, 2, 3] {
                #expect(failed[index].result?.diagnostics == normal[index].result?.diagnostics, "\(trap): \(names[index])")
            }
        }
    }
}

private final class CallCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Int] = [:]

    func count(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        values[path, default: 0] += 1
    }

    var counts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

private final class FilesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: SourceFile] = [:]

    func keep(_ position: Int, _ file: SourceFile) {
        lock.lock()
        defer { lock.unlock() }
        values[position] = file
    }

    var files: [Int: SourceFile] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
