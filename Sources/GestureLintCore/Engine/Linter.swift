/// How one rule runs in this configuration.
public struct RuleSettings: Sendable {
    public var severity: Severity
    public var options: RuleOptions

    public init(severity: Severity, options: RuleOptions = RuleOptions()) {
        self.severity = severity
        self.options = options
    }
}

/// Runs rules over a set of files: analyse every file (in parallel), index the project, then
/// check every file against that index (in parallel). The result never depends on `jobs`
/// or on the order of `files`.
public struct Linter: Sendable {
    public var rules: [any Rule]
    /// Per-rule settings by id; a rule without an entry runs with its defaults.
    public var settings: [String: RuleSettings]
    /// The deployment target of a file (configuration, else inferred from the project); nil when unknown.
    public var deploymentTarget: @Sendable (SourceFile) -> DeploymentTarget?
    /// Whether rules' findings inside `#Preview { }` and `PreviewProvider` types are kept
    /// (`check_previews` in the configuration; off by default: preview code never ships).
    public var checkPreviews = false

    public init(rules: [any Rule], settings: [String: RuleSettings] = [:],
                deploymentTarget: @escaping @Sendable (SourceFile) -> DeploymentTarget? = { _ in nil }) {
        self.rules = rules
        self.settings = settings
        self.deploymentTarget = deploymentTarget
    }

    /// Diagnostics of every file, sorted in output order.
    public func lint(_ files: [SourceFile], jobs: Int = 1) -> [Diagnostic] {
        let analyses = concurrentMap(files, jobs: jobs) { FileAnalysis(file: $0) }
        let project = ProjectIndex(analyses: analyses)
        let shared = SharedModels()
        let perFile = concurrentMap(analyses, jobs: jobs) { check($0, in: project, shared: shared) }
        return perFile.flatMap { $0 }.sorted(by: Diagnostic.outputOrder)
    }

    /// Runs every rule on one analysed file, after reporting the regions the parser skipped.
    /// `shared` holds the files' models across one run: pass the same one for every file of the run.
    /// `stage`, when given, hears the name of each stage before it starts (to name the one that failed).
    /// `ruleThreads` above 1 runs the rules of this one file side by side (the language server,
    /// which lints one document while its user waits); the result is the same, in rule order.
    public func check(_ analysis: FileAnalysis, in project: ProjectIndex,
                      shared: SharedModels = SharedModels(), stage: ((String) -> Void)? = nil,
                      ruleThreads: Int = 1) -> [Diagnostic] {
        let diagnostics: [Diagnostic] = analysis.parseDiagnostics
        stage?("deployment target")
        let target = deploymentTarget(analysis.file)
        stage?("gesture model")
        let model = rules.isEmpty ? nil : shared.model(of: analysis, project: project)
        func run(_ position: Int) -> [Diagnostic] {
            let rule = rules[position]
            let description = rule.description
            if position == 0 { TestTrap.trapIfRequested(path: analysis.file.path) }
            let setting = settings[description.id] ?? RuleSettings(severity: description.severity)
            let context = RuleContext(analysis: analysis, project: project, ruleID: description.id,
                                      severity: setting.severity, options: setting.options,
                                      deploymentTarget: target, model: model, sharedModels: shared)
            rule.check(context)
            return context.diagnostics
        }
        var found: [Diagnostic] = []
        if ruleThreads > 1 {
            // The catalog's last rules (tap, accessibility, scroll) read the most of the model: taken
            // first, the other thread fills in with the small ones instead of waiting for them.
            let results = concurrentMap(Array(rules.indices.reversed()), jobs: ruleThreads, run)
            found = results.reversed().flatMap { $0 }
        } else {
            for position in rules.indices {
                stage?("rule \(rules[position].description.id)")
                found.append(contentsOf: run(position))
            }
        }
        if !checkPreviews, !found.isEmpty {
            stage?("preview code")
            let previews = PreviewCode(tree: analysis.tree, file: analysis.file, project: project)
            if !previews.ranges.isEmpty {
                let path = analysis.file.path
                found.removeAll { $0.path == path && previews.contains($0.range.lowerBound) }
            }
        }
        return diagnostics + found
    }
}
