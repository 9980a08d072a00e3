import Foundation
import GestureLintCore

/// The worker side of supervision: `gesturelint lint ...` started by the supervisor with
/// `GESTURELINT_WORKER=1` reads the inputs, the project's index-only files, the scopes and the plan
/// from standard input (most files as their paths only: it reads them itself, `WorkerReads`), runs the engine (built from the same command line and configuration as the
/// supervisor's; its own paths are not read) and streams each file's
/// stages and result to standard output as they happen, so whatever it was on when it dies is known.
struct Worker {
    static let environmentKey = "GESTURELINT_WORKER"

    /// How the worker reads the files the request only names (the same reader the supervisor's
    /// `InputFiles` uses, so an unreadable file's `io_error` says what it said there).
    var reader: FileReader

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
        // The files the supervisor only named: read, checked and hashed here, on the run's threads.
        var parts = request.plans
        let reads = WorkerReads(reader: reader)
        let inputCount = request.entries.count
        let plans = request.plans
        let budget = KeptBytes(WorkerReads.keptBytes)
        let outcomes = reads.read(request.entries, reported: true, lazily: true, jobs: run.jobs, budget: budget,
                                  skip: { plans[$0] == .leaveOut })
            + reads.read(request.indexEntries, reported: false, lazily: true, jobs: run.jobs, budget: budget,
                         skip: { plans[inputCount + $0] == .leaveOut })
        var files: [LintInput] = []
        var linted: [WorkerProtocol.Linted?] = []
        var unreadable: [(Int, Diagnostic)] = []
        files.reserveCapacity(outcomes.count)
        for (position, outcome) in outcomes.enumerated() {
            switch outcome {
            case .input(let input, let read):
                files.append(input)
                linted.append(read)
            case .unreadable(let diagnostic):
                // Left out of every index, as a file the supervisor could not read was before.
                let path = (position < inputCount ? request.entries[position] : request.indexEntries[position - inputCount]).path
                files.append(LintInput(file: SourceFile(path: path, bytes: [])))
                linted.append(nil)
                parts[position] = .leaveOut
                unreadable.append((position, diagnostic))
            }
        }
        run.indexOnly = Array(files[inputCount...])
        let plan = LintPlan(parts: parts)
        let stream = RecordStream(descriptor: 1, traced: request.traced, linted: linted)
        for (position, diagnostic) in unreadable {
            var writer = ByteWriter()
            writer.diagnostics([diagnostic])
            stream.send(WorkerProtocol.record(.unreadable, position, writer.bytes))
        }
        SourceFile.whenChangedOnDisk.withLock { $0 = { path in stream.send(WorkerProtocol.record(.changed, 0, Array(path.utf8))) } }
        _ = run.run(Array(files[..<inputCount]), plan: plan, observer: stream, progress: nil)
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
    private let linted: [WorkerProtocol.Linted?]

    init(descriptor: Int32, traced: Int?, linted: [WorkerProtocol.Linted?] = []) {
        self.descriptor = descriptor
        self.traced = traced
        self.linted = linted
    }

    func willAnalyse(_ index: Int) { send(WorkerProtocol.record(.analysing, index)) }
    func didAnalyse(_ index: Int) { send(WorkerProtocol.record(.analysed, index)) }
    func willCheck(_ index: Int) { send(WorkerProtocol.record(.checking, index)) }
    func didCheck(_ index: Int, _ result: FileResult) {
        send(WorkerProtocol.record(.result, index, WorkerProtocol.resultPayload(result, linted: index < linted.count ? linted[index] : nil)))
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
