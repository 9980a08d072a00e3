import Foundation
import GestureLintCore

/// One worker process: started with a request, read until it ends. Its standard error is kept
/// (the last few kilobytes) for the runtime's message when it traps.
struct WorkerProcess {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var currentDirectory: String
    /// glibc malloc arenas the worker may use (`MALLOC_ARENA_MAX`): one per job (see `start`).
    var mallocArenas = 1

    /// What a worker reported before it ended.
    struct Outcome {
        var results: [Int: FileResult] = [:]
        /// Files started and not finished when the worker ended (empty when it finished).
        var analysing = Set<Int>()
        var checking = Set<Int>()
        /// The last stage the traced file entered.
        var lastStage: String?
        var finished = false
        /// Files the worker found changed on disk when it read them again (they read as blank).
        var changedOnDisk: [String] = []
        /// Files named by path that the worker could not read: their `io_error` (left out of its run).
        var unreadable: [Int: Diagnostic] = [:]
        /// Why it ended without finishing: a signal, an exit status, and the runtime's message.
        var reason = ""
    }

    /// A worker already running, waiting for its request on standard input.
    final class Started: @unchecked Sendable {
        let process: Process
        let input: Pipe, output: Pipe, errors: Pipe

        init(process: Process, input: Pipe, output: Pipe, errors: Pipe) {
            self.process = process
            self.input = input
            self.output = output
            self.errors = errors
        }

        /// Ends a worker that will get no request: with its standard input closed it reads an empty
        /// request and exits (not waited for: `waitUntilExit` polls a run loop for tens of
        /// milliseconds, longer than a run with nothing to check takes).
        func discard() {
            try? input.fileHandleForWriting.close()
            try? output.fileHandleForReading.close()
            try? errors.fileHandleForReading.close()
        }
    }

    /// A worker started ahead of its request (`Supervisor.init`), so its start-up (loading, the
    /// configuration, the rules) overlaps the supervisor's discovery, reading and project lookup.
    /// The first `run` takes it; later runs start their own.
    final class Prestart: @unchecked Sendable {
        private let lock = NSLock()
        private var starting: Background<Started?>?

        /// Starts `process` on another thread: Foundation's `Process.run` visits every descriptor the
        /// process may open (9 M instructions with a limit of 20,000, more with a higher one), which
        /// on this thread came before discovery.
        init(starting process: WorkerProcess?) {
            starting = process.map { process in Background { process.start() } }
        }

        /// Waits for the start; nil when there is none, it failed, or it was taken before.
        func take() -> Started? {
            lock.lock()
            let taken = starting
            starting = nil
            lock.unlock()
            return taken?.value()
        }
    }

    var prestart = Prestart(starting: nil)

    /// This process's environment, marked as a worker's, with one malloc arena per job (glibc).
    /// Fewer arenas than threads make the threads queue on an arena's lock for every allocation: with
    /// one arena and two jobs, a gesture-dense run took 0.28 against 0.21 s. Without a cap glibc makes
    /// up to eight per core, and memory freed in one is not reused by another thread (about 10 MiB
    /// more at the peak). A value set by the user wins.
    var workerEnvironment: [String: String] {
        var environment = self.environment
        environment[Worker.environmentKey] = "1"
        if environment["MALLOC_ARENA_MAX"] == nil { environment["MALLOC_ARENA_MAX"] = String(max(1, mallocArenas)) }
        return environment
    }

    /// Starts a worker; nil when the process cannot be started at all.
    func start() -> Started? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = workerEnvironment
        process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return nil }
        // A 1 MiB pipe (Linux; the default is 64 KiB): the request carries the bytes of standard
        // input and of fixed files (files on disk go as their paths), and fewer, larger writes
        // cost less system time. Where it fails the default stays.
        #if os(Linux)
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        // The records coming back wait in their pipe between the supervisor's reads: room for them.
        _ = fcntl(output.fileHandleForWriting.fileDescriptor, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
        return Started(process: process, input: input, output: output, errors: errors)
    }

    /// Microseconds between reads of the worker's records (see `run`).
    static let readPause: UInt32 = 2000

    /// Nil when the process cannot be started at all.
    func run(_ request: WorkerProtocol.Request, onAnalysed: (Int) -> Void, onResult: (Int) -> Void) -> Outcome? {
        guard let started = prestart.take() ?? start() else { return nil }
        let process = started.process
        let input = started.input, output = started.output, errors = started.errors

        let group = DispatchGroup()
        let inputHandle = input.fileHandleForWriting
        DispatchQueue.global().async(group: group) {
            // Streamed as encoded: the request is never held whole (it may hold many files' bytes).
            var open = true
            WorkerProtocol.encode(request) { chunk in
                if open { open = Self.writeAll(chunk, to: inputHandle.fileDescriptor) }
            }
            try? inputHandle.close()
        }
        let errorTail = ErrorTail()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) { errorTail.drain(errorHandle.fileDescriptor) }

        var outcome = Outcome()
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let descriptor = output.fileHandleForReading.fileDescriptor
        reading: while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
            for record in WorkerProtocol.takeRecords(from: &buffer) {
                guard let kind = record.kind, record.index < request.plans.count || kind == .changed else { break reading }
                switch kind {
                case .analysing: outcome.analysing.insert(record.index)
                case .analysed: outcome.analysing.remove(record.index); onAnalysed(record.index)
                case .checking: outcome.checking.insert(record.index); outcome.lastStage = nil
                case .stage: outcome.lastStage = String(decoding: record.payload, as: UTF8.self)
                case .result:
                    guard record.index < request.entries.count,
                          let result = WorkerProtocol.decodeResult(record.payload, entry: request.entries[record.index])
                    else { break reading }
                    outcome.checking.remove(record.index)
                    outcome.results[record.index] = result
                    onResult(record.index)
                case .done: outcome.finished = true
                case .changed: outcome.changedOnDisk.append(String(decoding: record.payload, as: UTF8.self))
                case .unreadable:
                    var reader = ByteReader(Array(record.payload))
                    guard let diagnostics = reader.diagnostics(path: request.entry(at: record.index).path), diagnostics.count == 1,
                          reader.atEnd else { break reading }
                    outcome.unreadable[record.index] = diagnostics[0]
                    // Its analysis ends here: pass 1 read it first, and leaves it out.
                    outcome.analysing.remove(record.index)
                }
            }
            // Let records gather in the pipe before the next read. The worker writes four small
            // records per file, and a reader blocked in `read` is woken (a context switch on each
            // side) for every one of them: about 6 % of a gesture-dense run's CPU. What the worker
            // wrote stays in the pipe if it dies, so nothing it said is lost; a read that filled
            // the chunk reads again at once.
            if !outcome.finished, count < chunk.count { usleep(Self.readPause) }
        }
        try? output.fileHandleForReading.close()
        if outcome.finished {
            // Everything arrived: the worker is exiting, and the kernel takes a few milliseconds to
            // free its memory. The report is made meanwhile; the worker is reaped before this
            // process ends (`Exiting.awaitAll`).
            Exiting.add(Exiting(process: process, group: group, errors: errors))
            outcome.analysing = []
            outcome.checking = []
            return outcome
        }
        process.terminate()
        process.waitUntilExit()
        group.wait()
        try? errors.fileHandleForReading.close()
        outcome.reason = Self.describe(process, message: errorTail.runtimeMessage())
        return outcome
    }

    /// A worker that finished and is exiting, with the threads that fed its input and drained its
    /// standard error (which ends when it has exited).
    final class Exiting: @unchecked Sendable {
        let process: Process
        let group: DispatchGroup
        let errors: Pipe

        init(process: Process, group: DispatchGroup, errors: Pipe) {
            self.process = process
            self.group = group
            self.errors = errors
        }

        private static let lock = NSLock()
        nonisolated(unsafe) private static var pending: [Exiting] = []

        static func add(_ worker: Exiting) {
            lock.lock()
            defer { lock.unlock() }
            pending.append(worker)
        }

        /// Waits for every finished worker to end. `waitUntilExit` would poll a run loop (tens of
        /// milliseconds) for a status nothing needs, but a worker must be reaped before this process
        /// exits: an unreaped worker's CPU time and peak memory are missing from this process's
        /// children (`/usr/bin/time`, `measure-cli.sh`), which then undercount the run. Foundation
        /// reaps it on its own thread within a millisecond or so of its exit.
        static func awaitAll() {
            lock.lock()
            let workers = pending
            pending = []
            lock.unlock()
            for worker in workers {
                let deadline = Date().addingTimeInterval(2)
                while worker.process.isRunning && Date() < deadline { usleep(200) }
                worker.group.wait()
                try? worker.errors.fileHandleForReading.close()
            }
        }
    }

    static func describe(_ process: Process, message: String?) -> String {
        var text = process.terminationReason == .uncaughtSignal
            ? "the checking process stopped on signal \(process.terminationStatus)"
            : "the checking process exited with status \(process.terminationStatus)"
        if let message { text += ": " + message }
        return text
    }

    /// False when the worker stopped reading (it died before reading everything).
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

/// The end of a worker's standard error, where the Swift runtime prints why it trapped.
final class ErrorTail: @unchecked Sendable {
    static let limit = 8192
    private var bytes: [UInt8] = []

    /// Called on one thread; read only after that thread is done.
    func drain(_ descriptor: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > 2 * Self.limit { bytes.removeFirst(bytes.count - Self.limit) }
        }
    }

    /// "Index out of range" from "…/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range".
    func runtimeMessage() -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard let line = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) else { return nil }
        let text = line.range(of: "rror: ").map { String(line[$0.upperBound...]) } ?? String(line)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
    }
}
