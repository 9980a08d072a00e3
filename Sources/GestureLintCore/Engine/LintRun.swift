/// A file to lint and what is already known about it before any rule runs (for example a
/// `parse_error` because its bytes are not valid UTF-8).
public struct LintInput: Sendable {
    public var file: SourceFile
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic] = []) {
        self.file = file
        self.diagnostics = diagnostics
    }
}

/// What one file produced.
public struct FileResult: Sendable {
    public var file: SourceFile
    /// After rule selection and suppressions, in output order.
    public var diagnostics: [Diagnostic]
    /// Whether anything reported `parse_error` for the file (even if disabled or suppressed):
    /// such a file is never rewritten by `--fix`.
    public var hasParseError: Bool

    public init(file: SourceFile, diagnostics: [Diagnostic], hasParseError: Bool) {
        self.file = file
        self.diagnostics = diagnostics
        self.hasParseError = hasParseError
    }
}

/// One whole-engine pass: analyse every file, index the project, run the enabled rules on each
/// file, then apply the file's suppression comments. Files are processed in parallel; the
/// result is in input order and never depends on `jobs`.
public struct LintRun: Sendable {
    public var rules: [any Rule]
    public var settings: [String: RuleSettings]
    public var enabledRuleIDs: Set<String>
    public var knownRuleIDs: Set<String>
    public var jobs: Int
    /// Each file's minimum OS versions (configured, else inferred from the project); nil when unknown.
    public var deploymentTarget: @Sendable (SourceFile) -> DeploymentTarget?
    /// Where `run` executes (for example a supervised worker process, so a trap loses one file,
    /// not the run); nil runs in this process.
    public var executor: (any LintExecutor)?

    public init(rules: [any Rule], settings: [String: RuleSettings], enabledRuleIDs: Set<String>, jobs: Int,
                deploymentTarget: @escaping @Sendable (SourceFile) -> DeploymentTarget? = { _ in nil }) {
        self.deploymentTarget = deploymentTarget
        self.rules = rules
        self.settings = settings
        self.enabledRuleIDs = enabledRuleIDs
        self.knownRuleIDs = Set(rules.map(\.description.id)).union(EngineRules.ids)
        self.jobs = max(1, jobs)
    }

    /// `progress` is called twice per file, from worker threads: once when the file is
    /// analysed and once when its rules have run.
    public func run(_ inputs: [LintInput], progress: (@Sendable () -> Void)? = nil) -> [FileResult] {
        if let executor { return executor.run(inputs, engine: self, progress: progress) }
        return runInProcess(inputs, progress: progress)
    }

    /// `run` in this process, ignoring `executor`.
    public func runInProcess(_ inputs: [LintInput], progress: (@Sendable () -> Void)? = nil) -> [FileResult] {
        run(inputs, plan: LintPlan(all: inputs.count), observer: nil, progress: progress).map { $0! }
    }

    /// A run of part of the inputs: files outside `plan.indexed` are left out of the project index,
    /// files outside `plan.checked` get no result (nil). `observer` hears each file's stages.
    public func run(_ inputs: [LintInput], plan: LintPlan, observer: (any LintObserver)?,
                    progress: (@Sendable () -> Void)? = nil) -> [FileResult?] {
        let linter = Linter(rules: rules.filter { enabledRuleIDs.contains($0.description.id) }, settings: settings,
                            deploymentTarget: deploymentTarget)
        let filter = SuppressionFilter(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
                                       severities: settings.mapValues(\.severity))
        let indexed = inputs.indices.filter { plan.indexed[$0] }
        let analyses = concurrentMap(indexed, jobs: jobs) { index -> FileAnalysis in
            observer?.willAnalyse(index)
            TestTrap.trapIfRequested(path: inputs[index].file.path, in: .analysis)
            let analysis = FileAnalysis(file: inputs[index].file)
            observer?.didAnalyse(index)
            progress?()
            return analysis
        }
        let project = ProjectIndex(analyses: analyses)
        let enabled = enabledRuleIDs
        let shared = SharedModels()
        let checked = Array(zip(indexed, analyses)).filter { plan.checked[$0.0] }
        var results = [FileResult?](repeating: nil, count: inputs.count)
        let done = concurrentMap(checked, jobs: jobs) { index, analysis -> FileResult in
            let input = inputs[index]
            observer?.willCheck(index)
            let stage: ((String) -> Void)? = observer.flatMap { observer in
                observer.tracesStages(of: index) ? { observer.stage($0, of: index) } : nil
            }
            let raw = input.diagnostics + linter.check(analysis, in: project, shared: shared, stage: stage)
            let hasParseError = raw.contains { $0.ruleID == EngineRules.parseError }
            let selected = raw.filter { enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError }
            stage?("suppressions")
            let kept = filter.apply(selected, file: analysis.file, tokens: analysis.tokens)
            progress?()
            let result = FileResult(file: input.file, diagnostics: kept.sorted(by: Diagnostic.outputOrder), hasParseError: hasParseError)
            observer?.didCheck(index, result)
            return result
        }
        for (position, item) in checked.enumerated() { results[item.0] = done[position] }
        return results
    }
}

/// `concurrentMap` for the command line (reading files in parallel).
public enum Parallel {
    public static func map<Element, Result>(_ items: [Element], jobs: Int, _ transform: (Element) -> Result) -> [Result] {
        concurrentMap(items, jobs: jobs, transform)
    }
}
