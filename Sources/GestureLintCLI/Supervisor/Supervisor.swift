import Foundation
import GestureLintCore

/// Runs the engine in a worker process (this program again, with the same command line) so that
/// a runtime trap while checking one file costs that file, not the run: the file becomes an
/// `internal_error` and a new worker checks the files that are left. When nothing fails the cost
/// is one process start. Set `GESTURELINT_IN_PROCESS=1` to run without a worker.
struct Supervisor: LintExecutor {
    static let inProcessKey = "GESTURELINT_IN_PROCESS"

    var process: WorkerProcess
    var stderr: OutputSink
    /// Reads the files the worker would have read when no worker can be started (and a failed file's text).
    var reader: FileReader
    /// What discovery listed of each folder, passed on to the worker (see `WorkerProtocol.Request.folders`).
    var folders = FolderListing()

    /// Nil when this program cannot run itself (tests, embedding) or supervision is turned off.
    /// The worker gets one malloc arena per job.
    init?(io: IO, jobs: Int) {
        guard let executable = io.executablePath, io.environment[Self.inProcessKey].map({ $0.isEmpty || $0 == "0" }) ?? true
        else { return nil }
        process = WorkerProcess(executable: executable, arguments: Array(CommandLine.arguments.dropFirst()),
                                environment: io.environment, currentDirectory: io.currentDirectory, mallocArenas: jobs)
        stderr = io.stderr
        reader = FileReader(read: io.readFile)
        // Started now, it loads while this process discovers, reads and plans; a run with nothing
        // to check discards it. A process that ends before any run leaves it an empty request.
        _ = Self.ignoreBrokenPipes
        process.prestart = WorkerProcess.Prestart(starting: process)
    }

    /// A supervisor of a given worker command (tests), with no worker started ahead.
    init(process: WorkerProcess, stderr: OutputSink, reader: FileReader) {
        self.process = process
        self.stderr = stderr
        self.reader = reader
    }

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    /// What is known so far, by position: the inputs, then the engine's index-only files.
    struct State {
        let inputCount: Int
        let fileCount: Int
        var results: [FileResult?]
        var failures: [Int: Diagnostic] = [:]
        /// Files named by path that a worker could not read (their `io_error`): left out of every run.
        var unreadable: [Int: Diagnostic] = [:]
        /// Failed after its full parse worked (in a rule, say): its declarations can still be read in full.
        var parsed = Set<Int>()
        var leftOut = Set<Int>()
        /// Files a worker found changed on disk, each named once on standard error.
        var changedOnDisk = Set<String>()

        init(inputCount: Int, fileCount: Int) {
            self.inputCount = inputCount
            self.fileCount = fileCount
            results = Array(repeating: nil, count: inputCount)
        }

        func isPending(_ index: Int) -> Bool { results[index] == nil && failures[index] == nil && unreadable[index] == nil }

        /// The plan of the run that checks every pending input (`probing`: that one alone; the other
        /// pending inputs are read as if checked before, so its result is the one a whole run gives).
        func plans(probing: Int? = nil) -> [WorkerProtocol.Plan] {
            (0..<fileCount).map { index in
                if leftOut.contains(index) || unreadable[index] != nil { return .leaveOut }
                guard index < inputCount else { return .index }
                if results[index] != nil { return .checkedBefore }
                if failures[index] != nil { return parsed.contains(index) ? .checkedBefore : .index }
                guard let probing else { return .check }
                return index == probing ? .check : .checkedBefore
            }
        }
    }

    /// What a supervised run gives for each input: its result or, for a file the worker read
    /// itself, its `io_error` when it could not be read (such a file is not an input of the run).
    enum Settled {
        case result(FileResult)
        case unreadable(Diagnostic)

        var result: FileResult? {
            if case .result(let result) = self { return result }
            return nil
        }

        var unreadable: Diagnostic? {
            if case .unreadable(let diagnostic) = self { return diagnostic }
            return nil
        }
    }

    func run(_ inputs: [LintInput], engine: LintRun, progress: (@Sendable () -> Void)?) -> [FileResult] {
        // Given with their bytes, every input has a result.
        run(inputs.map(WorkerProtocol.Entry.given), indexOnly: engine.indexOnly.map(WorkerProtocol.Entry.given),
            engine: engine, progress: progress).map { $0.result! }
    }

    /// A run of files this process has not read (`unread`): the worker reads each itself, and each
    /// result's file is read here only when the report needs its text, checked against what the
    /// worker linted (`WorkerProtocol.decodeResult(_:entry:)`).
    func run(unread inputs: [WorkerProtocol.UnreadFile], indexOnly: [WorkerProtocol.UnreadFile], engine: LintRun,
             progress: (@Sendable () -> Void)?) -> [Settled] {
        run(inputs.map(WorkerProtocol.Entry.unread), indexOnly: indexOnly.map(WorkerProtocol.Entry.unread),
            engine: engine, progress: progress)
    }

    func run(_ inputs: [WorkerProtocol.Entry], indexOnly: [WorkerProtocol.Entry], engine: LintRun,
             progress: (@Sendable () -> Void)?) -> [Settled] {
        _ = Self.ignoreBrokenPipes
        let all = inputs + indexOnly
        var state = State(inputCount: inputs.count, fileCount: all.count)
        var firstAttempt = true
        // Each failed attempt settles at least one file, or leaves one out; past this, give up.
        var attemptsLeft = all.count + 2
        while true {
            let pending = inputs.indices.filter { state.isPending($0) }
            if pending.isEmpty {
                process.prestart.take()?.discard()
                break
            }
            attemptsLeft -= 1
            guard attemptsLeft >= 0 else {
                for index in pending { state.failures[index] = failure(inputs[index].path, stage: "restart", reason: "the checking process kept failing") }
                break
            }
            let reportAnalysed = firstAttempt
            let inputCount = inputs.count
            // A file the worker reads counts its read step when it is analysed.
            let unread = { (index: Int) -> Bool in if case .unread = inputs[index] { return true } else { return false } }
            guard let outcome = process.run(request(inputs, indexOnly: indexOnly, engine: engine, plans: state.plans(), traced: nil),
                                            onAnalysed: { index in
                                                guard reportAnalysed && index < inputCount else { return }
                                                if unread(index) { progress?() }
                                                progress?()
                                            },
                                            onResult: { _ in progress?() })
            else {
                // This program cannot start itself here: run in this process, unsupervised.
                guard firstAttempt else {
                    for index in pending { state.failures[index] = failure(inputs[index].path, stage: "restart", reason: "a new checking process could not be started") }
                    break
                }
                return inProcess(inputs, indexOnly: indexOnly, engine: engine, progress: progress)
            }
            firstAttempt = false
            for (index, result) in outcome.results { state.results[index] = result }
            for (index, diagnostic) in outcome.unreadable { state.unreadable[index] = diagnostic }
            for path in outcome.changedOnDisk where state.changedOnDisk.insert(path).inserted {
                stderr.write("gesturelint: warning: \(path) changed on disk while it was being linted; it was read as "
                             + "empty, so its findings and those of files that use its declarations may be missing: lint again\n")
            }
            if outcome.finished {
                // A worker that finished gives every file it was asked for; anything else is a bug to show.
                for index in pending where state.isPending(index) {
                    state.failures[index] = failure(inputs[index].path, stage: "result", reason: "the checking process sent no result")
                }
                break
            }
            if !outcome.checking.isEmpty {
                for suspect in outcome.checking.sorted() where suspect < inputs.count && state.isPending(suspect) {
                    diagnose(suspect, all: all, engine: engine, state: &state, fallbackReason: outcome.reason)
                }
            } else if let suspect = outcome.analysing.min() {
                // One probe on one thread analyses every file in turn: the first to fail is the culprit.
                diagnose(suspect, all: all, engine: engine, state: &state, fallbackReason: outcome.reason)
            } else {
                // It died outside any one file (the project index, or before it started).
                for index in pending where state.isPending(index) {
                    state.failures[index] = failure(inputs[index].path, stage: "project index", reason: outcome.reason)
                }
                break
            }
        }
        return inputs.indices.map { index in
            if let diagnostic = state.unreadable[index] { return .unreadable(diagnostic) }
            if let result = state.results[index] { return .result(result) }
            // Never rewritten by --fix: it was not checked.
            return .result(FileResult(file: file(of: inputs[index]), diagnostics: [state.failures[index]!], hasParseError: true))
        }
    }

    /// A failed input's file: the supervisor's, or one it reads now (only for its excerpt).
    func file(of entry: WorkerProtocol.Entry) -> SourceFile {
        switch entry {
        case .given(let input): return input.file
        case .unread(let file): return SourceFile(path: file.path, bytes: (try? reader.read(file.origin)) ?? [])
        }
    }

    /// No worker could be started: the files are read (and kept) here, and the run is this process's.
    func inProcess(_ inputs: [WorkerProtocol.Entry], indexOnly: [WorkerProtocol.Entry], engine: LintRun,
                   progress: (@Sendable () -> Void)?) -> [Settled] {
        let reads = WorkerReads(reader: reader)
        let read = reads.readAll(inputs, reported: true, jobs: engine.jobs)
        var run = engine
        run.indexOnly = reads.readAll(indexOnly, reported: false, jobs: engine.jobs).compactMap { outcome in
            if case .input(let input, _) = outcome { return input }
            return nil
        }
        var readable: [LintInput] = []
        for (position, outcome) in read.enumerated() {
            if case .input(let input, _) = outcome { readable.append(input) }
            // A file read here counts its read step now.
            if case .unread = inputs[position] { progress?() }
        }
        var results = run.runInProcess(readable, progress: progress).makeIterator()
        return read.map { outcome in
            switch outcome {
            case .input: return .result(results.next()!)
            case .unreadable(let diagnostic): return .unreadable(diagnostic)
            }
        }
    }

    func request(_ inputs: [WorkerProtocol.Entry], indexOnly: [WorkerProtocol.Entry], engine: LintRun,
                 plans: [WorkerProtocol.Plan], traced: Int?) -> WorkerProtocol.Request {
        WorkerProtocol.Request(entries: inputs, indexEntries: indexOnly, scopes: engine.scopes, plans: plans, traced: traced,
                               folders: folders)
    }

    /// Runs the project again on one thread, tracing `suspect`'s stages, to learn which file and
    /// stage fail (with several threads, more than one file was in flight).
    func diagnose(_ suspect: Int, all: [WorkerProtocol.Entry], engine: LintRun, state: inout State, fallbackReason: String) {
        let inputs = Array(all[..<state.inputCount])
        let indexOnly = Array(all[state.inputCount...])
        let probing = suspect < state.inputCount ? suspect : nil
        let probe = process.run(request(inputs, indexOnly: indexOnly, engine: engine, plans: state.plans(probing: probing),
                                        traced: suspect),
                                onAnalysed: { _ in }, onResult: { _ in })
        guard let probe else {
            if let probing { state.failures[probing] = failure(inputs[probing].path, stage: "unknown", reason: fallbackReason) }
            else { leaveOut(suspect, all: all, state: &state, reason: fallbackReason) }
            return
        }
        // A file that could not be read this time is left out from now on, as on a first attempt.
        for (index, diagnostic) in probe.unreadable { state.unreadable[index] = diagnostic }
        if let probing, state.unreadable[probing] != nil { return }
        if let probing, let result = probe.results[probing] {
            // It did not fail again alone: its findings stand.
            state.results[probing] = result
            return
        }
        if let culprit = probe.analysing.min() {
            // A file's own analysis failed: it is left out of the project index from now on.
            leaveOut(culprit, all: all, state: &state, reason: probe.reason)
        } else if let probing, probe.checking.contains(probing) {
            let stage = probe.lastStage ?? "check"
            if stage != "analysis" { state.parsed.insert(probing) }
            state.failures[probing] = failure(inputs[probing].path, stage: stage, reason: probe.reason)
        } else if let probing {
            state.failures[probing] = failure(inputs[probing].path, stage: "project index", reason: probe.reason)
        } else if !probe.finished {
            // An index-only file's probe failed outside any file: give the pending inputs up.
            for index in inputs.indices where state.isPending(index) {
                state.failures[index] = failure(inputs[index].path, stage: "project index", reason: probe.reason)
            }
        }
    }

    /// Leaves a file whose analysis failed out of the index: a reported one gets an internal_error;
    /// an index-only one (not reported) is named on standard error, since other files' findings may miss it.
    func leaveOut(_ index: Int, all: [WorkerProtocol.Entry], state: inout State, reason: String) {
        state.leftOut.insert(index)
        let stage = "analysis (tokenize, parse, declarations)"
        if index < state.inputCount {
            state.failures[index] = failure(all[index].path, stage: stage, reason: reason)
        } else {
            stderr.write("gesturelint: left \(all[index].path) out of the project index: gesturelint failed on it in stage "
                         + "'\(stage)' (\(reason.isEmpty ? "no reason given" : reason)); please report it at \(InternalError.reportURL)\n")
        }
    }

    func failure(_ path: String, stage: String, reason: String) -> Diagnostic {
        InternalError.diagnostic(path: path, stage: stage, reason: reason.isEmpty ? "no reason given" : reason)
    }
}
