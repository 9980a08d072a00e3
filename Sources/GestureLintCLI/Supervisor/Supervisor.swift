import Foundation
import GestureLintCore

/// Runs the engine in a worker process (this program again, with the same command line) so that
/// a runtime trap while checking one file costs that file, not the run: the file becomes an
/// `internal_error` and a new worker checks the files that are left. When nothing fails the cost
/// is one process start. Set `GESTURELINT_IN_PROCESS=1` to run without a worker.
struct Supervisor: LintExecutor {
    static let inProcessKey = "GESTURELINT_IN_PROCESS"

    var process: WorkerProcess

    /// Nil when this program cannot run itself (tests, embedding) or supervision is turned off.
    init?(io: IO) {
        guard let executable = io.executablePath, io.environment[Self.inProcessKey].map({ $0.isEmpty || $0 == "0" }) ?? true
        else { return nil }
        process = WorkerProcess(executable: executable, arguments: Array(CommandLine.arguments.dropFirst()),
                                environment: io.environment, currentDirectory: io.currentDirectory)
    }

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    func run(_ inputs: [LintInput], engine: LintRun, progress: (@Sendable () -> Void)?) -> [FileResult] {
        _ = Self.ignoreBrokenPipes
        var results = [FileResult?](repeating: nil, count: inputs.count)
        var failures: [Int: Diagnostic] = [:]
        var leftOut = Set<Int>()
        var firstAttempt = true
        while true {
            let pending = inputs.indices.filter { results[$0] == nil && failures[$0] == nil }
            if pending.isEmpty { break }
            let plans = inputs.indices.map { index -> WorkerProtocol.Plan in
                leftOut.contains(index) ? .leaveOut : results[index] == nil && failures[index] == nil ? .check : .indexOnly
            }
            let reportAnalysed = firstAttempt
            guard let outcome = process.run(WorkerProtocol.Request(inputs: inputs, plans: plans, traced: nil),
                                            onAnalysed: { _ in if reportAnalysed { progress?() } },
                                            onResult: { _ in progress?() })
            else {
                // This program cannot start itself here: run in this process, unsupervised.
                guard firstAttempt else {
                    for index in pending { failures[index] = failure(inputs[index], stage: "restart", reason: "a new checking process could not be started") }
                    break
                }
                return engine.runInProcess(inputs, progress: progress)
            }
            firstAttempt = false
            for (index, result) in outcome.results { results[index] = result }
            if outcome.finished {
                // A worker that finished gives every file it was asked for; anything else is a bug to show.
                for index in pending where results[index] == nil {
                    failures[index] = failure(inputs[index], stage: "result", reason: "the checking process sent no result")
                }
                break
            }
            let suspects = (outcome.checking.isEmpty ? outcome.analysing : outcome.checking).sorted()
            guard !suspects.isEmpty else {
                // It died outside any one file (the project index, or before it started).
                for index in pending where results[index] == nil {
                    failures[index] = failure(inputs[index], stage: "project index", reason: outcome.reason)
                }
                break
            }
            for suspect in suspects where results[suspect] == nil && failures[suspect] == nil {
                diagnose(suspect, inputs: inputs, results: &results, failures: &failures, leftOut: &leftOut,
                         fallbackReason: outcome.reason)
            }
        }
        return inputs.indices.map { index in
            if let result = results[index] { return result }
            // Never rewritten by --fix: it was not checked.
            return FileResult(file: inputs[index].file, diagnostics: [failures[index]!], hasParseError: true)
        }
    }

    /// Runs the project again on one thread, tracing `suspect`'s stages, to learn which file and
    /// stage fail (with several threads, more than one file was in flight).
    func diagnose(_ suspect: Int, inputs: [LintInput], results: inout [FileResult?], failures: inout [Int: Diagnostic],
                  leftOut: inout Set<Int>, fallbackReason: String) {
        let plans = inputs.indices.map { index -> WorkerProtocol.Plan in
            leftOut.contains(index) ? .leaveOut : index == suspect ? .check : .indexOnly
        }
        let probe = process.run(WorkerProtocol.Request(inputs: inputs, plans: plans, traced: suspect),
                                onAnalysed: { _ in }, onResult: { _ in })
        guard let probe else {
            failures[suspect] = failure(inputs[suspect], stage: "unknown", reason: fallbackReason)
            return
        }
        if let result = probe.results[suspect] {
            // It did not fail again alone: its findings stand.
            results[suspect] = result
            return
        }
        if let culprit = probe.analysing.first {
            // A file's own analysis failed: it is left out of the project index from now on.
            leftOut.insert(culprit)
            failures[culprit] = failure(inputs[culprit], stage: "analysis (tokenize, parse, declarations)", reason: probe.reason)
        } else if probe.checking.contains(suspect) {
            failures[suspect] = failure(inputs[suspect], stage: probe.lastStage ?? "check", reason: probe.reason)
        } else {
            failures[suspect] = failure(inputs[suspect], stage: "project index", reason: probe.reason)
        }
    }

    func failure(_ input: LintInput, stage: String, reason: String) -> Diagnostic {
        InternalError.diagnostic(path: input.file.path, stage: stage, reason: reason.isEmpty ? "no reason given" : reason)
    }
}
