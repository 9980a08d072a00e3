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
    /// `check_previews`: keep findings in preview code.
    public var checkPreviews = false

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
        var linter = Linter(rules: rules.filter { enabledRuleIDs.contains($0.description.id) }, settings: settings,
                            deploymentTarget: deploymentTarget)
        linter.checkPreviews = checkPreviews
        let filter = SuppressionFilter(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
                                       severities: settings.mapValues(\.severity))
        let analyses = concurrentMap(inputs, jobs: jobs) { input -> FileAnalysis in
            let analysis = FileAnalysis(file: input.file)
            progress?()
            return analysis
        }
        let project = ProjectIndex(analyses: analyses)
        let enabled = enabledRuleIDs
        let shared = SharedModels()
        return concurrentMap(Array(zip(inputs, analyses)), jobs: jobs) { input, analysis in
            let raw = input.diagnostics + linter.check(analysis, in: project, shared: shared)
            let hasParseError = raw.contains { $0.ruleID == EngineRules.parseError }
            let selected = raw.filter { enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError }
            let kept = filter.apply(selected, file: analysis.file, tokens: analysis.tokens)
            progress?()
            return FileResult(file: input.file, diagnostics: kept.sorted(by: Diagnostic.outputOrder), hasParseError: hasParseError)
        }
    }
}

/// `concurrentMap` for the command line (reading files in parallel).
public enum Parallel {
    public static func map<Element, Result>(_ items: [Element], jobs: Int, _ transform: (Element) -> Result) -> [Result] {
        concurrentMap(items, jobs: jobs, transform)
    }
}
