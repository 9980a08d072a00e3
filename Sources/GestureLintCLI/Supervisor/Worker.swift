import Foundation
import GestureLintCore

/// The worker side of supervision: `gesturelint lint ...` started by the supervisor with
/// `GESTURELINT_WORKER=1` reads the inputs, the project's index-only files, the scopes and the plan
/// from standard input (most files as their paths only: its pass 1 reads them, `WorkerReads`), runs the engine (built from the same command line and configuration as the
/// supervisor's; its own paths are not read) and streams each file's
/// stages and result to standard output as they happen, so whatever it was on when it dies is known.
struct Worker {
    static let environmentKey = "GESTURELINT_WORKER"

    /// How the worker reads the files the request only names (the same reader the supervisor's
    /// `InputFiles` uses, so an unreadable file's `io_error` says what it said there).
    var reader: FileReader
    /// The per-file deployment targets, given what the supervisor's discovery listed of each folder.
    var deploymentTargets: (FolderListing) -> @Sendable (SourceFile) -> DeploymentTarget?

    func serve(_ engine: LintRun) -> Int32 {
        guard let request = WorkerProtocol.decodeRequest(reading: FileHandle.standardInput.fileDescriptor) else {
            // A plain write: a supervisor that started this worker ahead and needed none (or exited)
            // has closed the pipe, and `FileHandle.write` traps on the failed write.
            let message = Array("gesturelint worker: the request from the supervisor is malformed\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            return 2
        }
        var run = engine
        run.executor = nil
        // Results go back as diagnostics (the supervisor keeps its own files), so files pass 2
        // does not check need not keep their bytes here.
        run.releasesBytes = true
        // The process exits right after `done`: freeing the index first only delays it.
        run.leavesMemoryToExit = true
        // Diagnosing one file: one thread, so the file in flight is the one that failed.
        if request.traced != nil { run.jobs = 1 }
        run.scopes = request.scopes
        run.deploymentTarget = deploymentTargets(request.folders)
        // The files the supervisor only named: each read, checked and hashed by pass 1 when it
        // reaches it, on the run's threads (so no file is read twice and reading overlaps lexing).
        let inputCount = request.entries.count
        let linted = LintedLengths(count: inputCount)
        let stream = RecordStream(descriptor: 1, traced: request.traced, linted: linted)
        run.readsInPassOne = WorkerReads(reader: reader).passOne(request, linted: linted) { position, diagnostic in
            // Left out of every index, as a file the supervisor could not read was before.
            var writer = ByteWriter()
            writer.diagnostics([diagnostic])
            stream.send(WorkerProtocol.record(.unreadable, position, writer.bytes))
        }
        run.indexOnly = WorkerReads.placeholders(request.indexEntries)
        SourceFile.whenChangedOnDisk.withLock { $0 = { path in stream.send(WorkerProtocol.record(.changed, 0, Array(path.utf8))) } }
        _ = run.run(WorkerReads.placeholders(request.entries), plan: LintPlan(parts: request.plans), observer: stream, progress: nil)
        stream.send(WorkerProtocol.record(.done, 0))
        return 0
    }
}

/// Writes each event with one unbuffered `write`, so nothing is lost when the process dies next.
final class RecordStream: LintObserver, @unchecked Sendable {
    private let lock = NSLock()
    private let descriptor: Int32
    private let traced: Int?
    /// By position: the length and hash of each file this worker read itself, sent with its result.
    private let linted: LintedLengths

    init(descriptor: Int32, traced: Int?, linted: LintedLengths = LintedLengths(count: 0)) {
        self.descriptor = descriptor
        self.traced = traced
        self.linted = linted
    }

    func willAnalyse(_ index: Int) { send(WorkerProtocol.record(.analysing, index)) }
    func didAnalyse(_ index: Int) { send(WorkerProtocol.record(.analysed, index)) }
    func willCheck(_ index: Int) { send(WorkerProtocol.record(.checking, index)) }
    func didCheck(_ index: Int, _ result: FileResult) {
        send(WorkerProtocol.record(.result, index, WorkerProtocol.resultPayload(result, linted: linted[index])))
    }
    func tracesStages(of index: Int) -> Bool { index == traced }
    func stage(_ name: String, of index: Int) { send(WorkerProtocol.record(.stage, index, Array(name.utf8))) }

    func send(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // the supervisor is gone; nothing left to tell
                }
                offset += written
            }
        }
    }
}
