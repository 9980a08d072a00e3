/// Runs a `LintRun` somewhere else than in this process's threads (the command line's
/// supervisor runs it in a worker process, so a trap costs one file, not the run).
public protocol LintExecutor: Sendable {
    /// The same results `engine.runInProcess(inputs)` gives, plus an `internal_error` result
    /// for each file the run failed on.
    func run(_ inputs: [LintInput], engine: LintRun, progress: (@Sendable () -> Void)?) -> [FileResult]
}

/// What a run does with each of its files: the reported inputs, then the index-only files
/// (`LintRun.indexOnly`), in that order.
public struct LintPlan: Sendable, Equatable {
    public enum Part: UInt8, Sendable {
        /// Indexed, checked and reported (every reported file of a plain run).
        case check = 0
        /// Indexed and not checked: an index-only file (skimmed when it has no gestures), or a
        /// reported file whose check failed.
        case index = 1
        /// Left out of every index: its analysis failed.
        case leaveOut = 2
        /// A reported file checked by an earlier run: indexed (parsed in full, as every reported
        /// file is), not checked.
        case checkedBefore = 3
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    /// A plain run: check every input, index every index-only file.
    public init(inputs: Int, indexOnly: Int) {
        parts = Array(repeating: .check, count: inputs) + Array(repeating: .index, count: indexOnly)
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
