/// Runs a `LintRun` somewhere else than in this process's threads (the command line's
/// supervisor runs it in a worker process, so a trap costs one file, not the run).
public protocol LintExecutor: Sendable {
    /// The same results `engine.runInProcess(inputs)` gives, plus an `internal_error` result
    /// for each file the run failed on.
    func run(_ inputs: [LintInput], engine: LintRun, progress: (@Sendable () -> Void)?) -> [FileResult]
}

/// Which inputs a run analyses into the project index and which it checks (a subset).
public struct LintPlan: Sendable {
    public var indexed: [Bool]
    public var checked: [Bool]

    public init(indexed: [Bool], checked: [Bool]) {
        precondition(indexed.count == checked.count)
        self.indexed = indexed
        self.checked = zip(indexed, checked).map { $0 && $1 }
    }

    public init(all count: Int) {
        self.init(indexed: Array(repeating: true, count: count), checked: Array(repeating: true, count: count))
    }
}

/// Hears a run's progress per input index, from the run's threads.
public protocol LintObserver: Sendable {
    func willAnalyse(_ index: Int)
    func didAnalyse(_ index: Int)
    func willCheck(_ index: Int)
    func didCheck(_ index: Int, _ result: FileResult)
    /// Whether `stage` is called for this file's stages (costly: only while diagnosing a failure).
    func tracesStages(of index: Int) -> Bool
    func stage(_ name: String, of index: Int)
}
