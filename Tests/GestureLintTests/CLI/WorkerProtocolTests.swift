import Foundation
import Testing
@testable import GestureLintCore
@testable import GestureLintCLI

/// The supervisor and its worker exchange inputs and results as bytes: nothing may change on the way.
@Suite struct WorkerProtocolTests {
    static let file = SourceFile(path: "Sources/Ünïcode View.swift", bytes: Array("let a = 1 // ✓\n\u{0}\u{FF}".utf8))

    static let diagnostics = [
        Diagnostic(ruleID: "deprecated_gesture_type", severity: .warning, file: file, range: 4..<5, message: "rename ‘a’ → “b”",
                   fix: Fix(edits: [TextEdit(range: 4..<5, replacement: "b"), TextEdit(range: 12..<12, replacement: "")], safe: true)),
        Diagnostic(ruleID: "parse_error", severity: .error, file: file, range: 0..<0, message: "", fix: Fix(edits: [], safe: false)),
        Diagnostic(ruleID: "tap", severity: .note, path: "elsewhere.swift", range: 1..<2,
                   start: SourceLocation(line: 3, column: 4), end: SourceLocation(line: 5, column: 6), message: "note"),
    ]

    /// Each job gets its own malloc arena; a user's own `MALLOC_ARENA_MAX` is kept.
    @Test func workerGetsOneMallocArenaPerJob() {
        var worker = WorkerProcess(executable: "/bin/true", arguments: [], environment: ["HOME": "/h"],
                                   currentDirectory: "/", mallocArenas: 3)
        #expect(worker.workerEnvironment == ["HOME": "/h", Worker.environmentKey: "1", "MALLOC_ARENA_MAX": "3"])
        worker.environment["MALLOC_ARENA_MAX"] = "8"
        #expect(worker.workerEnvironment["MALLOC_ARENA_MAX"] == "8")
        worker.environment = [:]
        worker.mallocArenas = 0
        #expect(worker.workerEnvironment["MALLOC_ARENA_MAX"] == "1")
    }

    /// The worker started ahead (on another thread) goes to the first run that takes it, once.
    @Test func aPrestartedWorkerIsTakenOnce() throws {
        let cat = WorkerProcess(executable: "/bin/cat", arguments: [], environment: [:], currentDirectory: "/")
        let prestart = WorkerProcess.Prestart(starting: cat)
        let started = try #require(prestart.take())
        #expect(started.process.isRunning)
        #expect(prestart.take() == nil, "a later run starts its own")
        started.discard()
        let missing = WorkerProcess(executable: "/nonexistent/gesturelint", arguments: [], environment: [:], currentDirectory: "/")
        #expect(WorkerProcess.Prestart(starting: missing).take() == nil)
        #expect(WorkerProcess.Prestart(starting: nil).take() == nil)
    }

    /// A worker that has sent everything is left to exit while the report is made (the kernel frees
    /// its memory meanwhile), and `Exiting.awaitAll` reaps it before this process ends.
    @Test func aFinishedWorkerIsReapedAfterTheRunReturns() throws {
        let done = WorkerProtocol.record(.done, 0).map { String(format: "\\%03o", $0) }.joined()
        // Sends `done`, closes its standard output (the end of the records) and exits two seconds later.
        let script = "cat > /dev/null; printf '\(done)'; exec 1>&-; sleep 2"
        let worker = WorkerProcess(executable: "/bin/sh", arguments: ["-c", script], environment: [:], currentDirectory: "/")
        let request = WorkerProtocol.Request(inputs: [LintInput(file: SourceFile(path: "a.swift", bytes: []))],
                                             plans: [.check], traced: nil)
        let started = Date()
        let outcome = try #require(worker.run(request, onAnalysed: { _ in }, onResult: { _ in }))
        #expect(outcome.finished)
        #expect(Date().timeIntervalSince(started) < 1.5, "the run does not wait for the worker to exit")
        WorkerProcess.Exiting.awaitAll()
        #expect(Date().timeIntervalSince(started) >= 2, "the worker is waited for")
    }

    @Test func requestRoundTrips() throws {
        let inputs = [LintInput(file: Self.file, diagnostics: Self.diagnostics), LintInput(file: SourceFile(path: "b.swift", bytes: []))]
        let request = WorkerProtocol.Request(inputs: inputs, plans: [.check, .leaveOut], traced: 1)
        let decoded = try #require(WorkerProtocol.decodeRequest(WorkerProtocol.encode(request)))
        #expect(decoded.traced == 1)
        #expect(decoded.plans == [.check, .leaveOut])
        #expect(decoded.inputs.map(\.file.path) == ["Sources/Ünïcode View.swift", "b.swift"])
        #expect(decoded.inputs.map(\.file.bytes) == [Self.file.bytes, []])
        #expect(decoded.inputs[0].diagnostics == Self.diagnostics)
        #expect(decoded.inputs[1].diagnostics.isEmpty)
    }

    /// Discovery's folder listings go to the worker, so its deployment-target resolver need not
    /// list those folders again: every marker of every folder arrives as it was.
    @Test func folderListingsRoundTrip() throws {
        var folders = FolderListing()
        for bits in 0..<16 {
            let markers = try #require(FolderMarkersByte.decode(UInt8(bits)))
            #expect(FolderMarkersByte.encode(markers) == UInt8(bits))
            folders.record(markers, for: "/work/Ünïcode/\(bits)")
        }
        #expect(FolderMarkersByte.decode(16) == nil)
        var request = WorkerProtocol.Request(inputs: [LintInput(file: Self.file)], plans: [.check], traced: nil)
        request.folders = folders
        let decoded = try #require(WorkerProtocol.decodeRequest(WorkerProtocol.encode(request)))
        #expect(decoded.folders.count == 16)
        for (folder, markers) in folders.entries { #expect(decoded.folders[folder] == markers, "\(folder)") }
        #expect(decoded.inputs.map(\.file.bytes) == [Self.file.bytes])
    }

    /// The worker runs the engine's two-pass plan: index-only files, each file's scope and the
    /// scopes' visibility travel with the request, or supervised output would differ from in-process.
    @Test func projectPlanRoundTrips() throws {
        let origin = NSTemporaryDirectory() + "gesturelint-protocol-\(UUID().uuidString).swift"
        try Data("struct M {}".utf8).write(to: URL(fileURLWithPath: origin))
        defer { try? FileManager.default.removeItem(atPath: origin) }
        let inputs = [LintInput(file: Self.file, scope: 2)]
        let indexOnly = [LintInput(file: SourceFile(path: "Other/Model.swift", bytes: Array("struct M {}".utf8),
                                                    origin: origin), scope: 1),
                         LintInput(file: SourceFile(path: "Other/Gone.swift", bytes: []), scope: 0)]
        let scopes = IndexScopes(visible: [[0], [1, 0], [2, 1, 0]])
        let request = WorkerProtocol.Request(inputs: inputs, indexOnly: indexOnly, scopes: scopes,
                                             plans: [.checkedBefore, .index, .leaveOut], traced: 0)
        let decoded = try #require(WorkerProtocol.decodeRequest(WorkerProtocol.encode(request)))
        #expect(decoded.plans == [.checkedBefore, .index, .leaveOut])
        #expect(decoded.scopes == scopes)
        #expect(decoded.inputs.map(\.scope) == [2])
        #expect(decoded.indexOnly.map(\.scope) == [1, 0])
        #expect(decoded.indexOnly.map(\.file.path) == ["Other/Model.swift", "Other/Gone.swift"])
        // A file read from disk travels as its path, length and hash: the worker reads it when it needs it.
        #expect(decoded.indexOnly.map(\.file.origin) == [origin, nil])
        #expect(decoded.inputs.map(\.file.origin) == [nil])
        #expect(!decoded.indexOnly[0].file.holdsBytes)
        #expect(decoded.indexOnly[0].file.count == 11)
        #expect(decoded.indexOnly.map(\.file.bytes) == indexOnly.map(\.file.bytes))
        #expect(!decoded.indexOnly[0].file.isUnavailable)
    }

    /// A file that changed between the supervisor's read and the worker's reads as spaces of the
    /// length the supervisor read: no other file's text at the old offsets.
    @Test func aFileChangedBeforeTheWorkerReadsItIsBlank() throws {
        let origin = NSTemporaryDirectory() + "gesturelint-protocol-\(UUID().uuidString).swift"
        try Data("struct M {}".utf8).write(to: URL(fileURLWithPath: origin))
        defer { try? FileManager.default.removeItem(atPath: origin) }
        let file = SourceFile(path: "M.swift", bytes: Array("struct M {}".utf8), origin: origin)
        let request = WorkerProtocol.Request(inputs: [LintInput(file: file)], plans: [.check], traced: nil)
        let encoded = WorkerProtocol.encode(request)
        try Data("struct N {}".utf8).write(to: URL(fileURLWithPath: origin))
        let decoded = try #require(WorkerProtocol.decodeRequest(encoded))
        #expect(decoded.inputs[0].file.bytes == Array("           ".utf8))
        #expect(decoded.inputs[0].file.isUnavailable)
    }

    /// The worker says which file it found changed (the supervisor names it on standard error), so
    /// a file read as blank is never reported clean in silence.
    @Test func aWorkerNamesTheFileThatChangedBeforeItReadIt() throws {
        let folder = NSTemporaryDirectory() + "gesturelint-changed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let origin = folder + "/M.swift"
        let text = "import SwiftUI\nstruct M: View { var body: some View { Text(\"a\").onTapGesture { go() } }\n func go() {} }\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: origin))
        let file = SourceFile(path: "M.swift", bytes: Array(text.utf8), origin: origin)
        try Data(text.replacingOccurrences(of: "go()", with: "no()").utf8).write(to: URL(fileURLWithPath: origin))
        let worker = WorkerProcess(executable: Executable.path, arguments: ["lint", "."],
                                   environment: ProcessInfo.processInfo.environment, currentDirectory: folder)
        let request = WorkerProtocol.Request(inputs: [LintInput(file: file)], plans: [.check], traced: nil)
        let outcome = try #require(worker.run(request, onAnalysed: { _ in }, onResult: { _ in }))
        #expect(outcome.finished)
        #expect(outcome.changedOnDisk == ["M.swift"])
        #expect(outcome.results[0]?.diagnostics.isEmpty == true, "read as blank: no finding at the old offsets")

        // Unchanged, the same request names nothing and gets its finding.
        try Data(text.utf8).write(to: URL(fileURLWithPath: origin))
        let again = try #require(worker.run(request, onAnalysed: { _ in }, onResult: { _ in }))
        #expect(again.changedOnDisk.isEmpty)
        #expect(again.results[0]?.diagnostics.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    @Test func truncatedRequestsAreRejected() {
        let bytes = WorkerProtocol.encode(WorkerProtocol.Request(inputs: [LintInput(file: Self.file, diagnostics: Self.diagnostics)],
                                                                 indexOnly: [LintInput(file: Self.file, scope: 1)],
                                                                 scopes: IndexScopes(visible: [[0], [1, 0]]),
                                                                 plans: [.index, .index], traced: nil))
        for length in 0..<bytes.count {
            #expect(WorkerProtocol.decodeRequest(Array(bytes.prefix(length))) == nil)
        }
        #expect(WorkerProtocol.decodeRequest(bytes)?.traced == nil)
    }

    /// The supervisor streams the request into the worker's pipe as it encodes it (a large file's
    /// bytes unbuffered) and the worker decodes it as it arrives: the same request comes out, and a
    /// pipe closed early is a malformed request, not a hang or a partial run.
    @Test func requestStreamsThroughAPipe() throws {
        let large = SourceFile(path: "Large.swift", bytes: (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var inputs = [LintInput(file: Self.file, diagnostics: Self.diagnostics), LintInput(file: large)]
        inputs += (0..<400).map { LintInput(file: SourceFile(path: "F\($0).swift", bytes: Array("let v\($0) = \($0)\n".utf8))) }
        let request = WorkerProtocol.Request(inputs: inputs, indexOnly: [LintInput(file: large, scope: 1)],
                                             scopes: IndexScopes(visible: [[0], [1, 0]]),
                                             plans: Array(repeating: .check, count: inputs.count) + [.index], traced: nil)
        var chunks: [[UInt8]] = []
        WorkerProtocol.encode(request) { chunks.append($0) }
        #expect(chunks.contains { $0 == large.bytes }, "a large file goes to the pipe without a copy")
        #expect(chunks.allSatisfy { $0.count <= (1 << 20) + 4096 || $0 == large.bytes }, "no chunk holds the whole request")
        let whole = chunks.flatMap { $0 }
        #expect(whole == WorkerProtocol.encode(request))

        for cut in [whole.count, whole.count - 1, whole.count / 2] {
            var descriptors: [Int32] = [0, 0]
            #expect(pipe(&descriptors) == 0)
            let writer = Thread { [descriptors] in
                WorkerProcess.writeAll(Array(whole.prefix(cut)), to: descriptors[1])
                close(descriptors[1])
            }
            writer.start()
            let decoded = WorkerProtocol.decodeRequest(reading: descriptors[0])
            close(descriptors[0])
            if cut == whole.count {
                let request = try #require(decoded)
                #expect(request.inputs.map(\.file.path) == inputs.map(\.file.path))
                #expect(request.inputs.map(\.file.bytes) == inputs.map(\.file.bytes))
                #expect(request.inputs[0].diagnostics == Self.diagnostics)
                #expect(request.indexOnly.map(\.file.bytes) == [large.bytes])
                #expect(request.plans.last == .index)
            } else {
                #expect(decoded == nil, "cut at \(cut) of \(whole.count)")
            }
        }
    }

    @Test func recordsSplitAtAnyByte() throws {
        let result = FileResult(file: Self.file, diagnostics: Self.diagnostics, hasParseError: true)
        let stream = WorkerProtocol.record(.analysing, 7) + WorkerProtocol.record(.stage, 7, Array("rule x".utf8))
            + WorkerProtocol.record(.result, 7, WorkerProtocol.resultPayload(result)) + WorkerProtocol.record(.done, 0)
        for split in 0...stream.count {
            var buffer = Array(stream.prefix(split))
            var records = WorkerProtocol.takeRecords(from: &buffer)
            buffer += stream.dropFirst(split)
            records += WorkerProtocol.takeRecords(from: &buffer)
            #expect(buffer.isEmpty)
            #expect(records.map(\.kind) == [.analysing, .stage, .result, .done])
            #expect(records.map(\.index) == [7, 7, 7, 0])
            let decoded = try #require(WorkerProtocol.decodeResult(records[2].payload, file: Self.file))
            #expect(decoded.diagnostics == Self.diagnostics && decoded.hasParseError)
        }
    }
}
