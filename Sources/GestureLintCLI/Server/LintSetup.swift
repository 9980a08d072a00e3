import GestureLintCore

/// The engine as one configuration sets it up, for linting documents one at a time.
struct LintSetup {
    let configuration: Configuration
    let linter: Linter
    let filter: SuppressionFilter
    let enabled: Set<String>
    let excludes: ExcludeSet

    init(configuration: Configuration, rules: [any Rule], folder: String) throws(UsageError) {
        let descriptions = rules.map(\.description) + EngineRules.descriptions
        let enabled = try RuleSelection(descriptions: descriptions).enabledIDs(configuration: configuration, options: LintOptions())
        let settings = configuration.settings(for: descriptions)
        let targets = DeploymentTargetResolver(configured: configuration.deploymentTarget, currentDirectory: folder)
        self.configuration = configuration
        self.enabled = enabled
        self.linter = Linter(rules: rules.filter { enabled.contains($0.description.id) }, settings: settings,
                             deploymentTarget: targets.perFile)
        self.filter = SuppressionFilter(knownRuleIDs: Set(descriptions.map(\.id)), enabledRuleIDs: enabled,
                                        severities: settings.mapValues(\.severity))
        self.excludes = ExcludeSet(globs: configuration.excluded.map(Glob.init), base: configuration.directory ?? folder)
    }

    /// The findings of one file against the project index, as `LintRun` reports them for that file:
    /// enabled rules only, after its suppression comments, in output order.
    func lint(_ input: LintInput, analysis: FileAnalysis, index: ProjectIndex, ruleThreads: Int = 1) -> [Diagnostic] {
        let raw = input.diagnostics + linter.check(analysis, in: index, shared: SharedModels(), ruleThreads: ruleThreads)
        let path = analysis.file.path
        let selected = raw.filter { $0.path == path && (enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError) }
        return filter.apply(selected, file: analysis.file, tokens: analysis.tokens).sorted(by: Diagnostic.outputOrder)
    }
}

/// Loads the `.gesturelint.yml` nearest to a folder, and loads it again only when its bytes change,
/// so every lint sees the current configuration without a restart. A configuration that does not
/// load keeps the last good one for that file (or the defaults) and reports the error once.
final class ConfigurationCache {
    struct Loaded {
        var setup: LintSetup
        /// The configuration's problem, when the setup is the previous or default one.
        var error: String?
    }

    private struct Entry {
        var bytes: [UInt8]?
        var loaded: Loaded
    }

    private let rules: [any Rule]
    private var entries: [String: Entry] = [:]
    /// Bumped whenever some configuration changed, so callers can drop what they derived from it.
    private(set) var generation = 0

    init(rules: [any Rule]) { self.rules = rules }

    func setup(forFolder folder: String) -> Loaded {
        let io = IO(currentDirectory: folder, environment: [:], stdout: OutputSink { _ in }, stderr: OutputSink { _ in },
                    readStandardInput: { [] })
        let descriptions = rules.map(\.description) + EngineRules.descriptions
        let locator = ConfigurationLocator(io: io, rules: descriptions)
        let path = locator.nearest()
        let bytes = path.flatMap { try? IO.readFileFromDisk($0) }
        let key = path ?? "<defaults>:" + folder
        if let entry = entries[key], entry.bytes == bytes { return entry.loaded }
        generation += 1
        let loaded: Loaded
        do {
            let configuration = try locator.load(explicit: path)
            loaded = Loaded(setup: try LintSetup(configuration: configuration, rules: rules, folder: folder), error: nil)
        } catch {
            let fallback = entries[key].map(\.loaded.setup) ?? Self.defaults(rules: rules, folder: folder)
            loaded = Loaded(setup: fallback, error: error.description)
        }
        entries[key] = Entry(bytes: bytes, loaded: loaded)
        return loaded
    }

    func forget() { entries = [:]; generation += 1 }

    private static func defaults(rules: [any Rule], folder: String) -> LintSetup {
        var configuration = Configuration()
        configuration.directory = folder
        // The default configuration names no rule, so it cannot fail to set up.
        return try! LintSetup(configuration: configuration, rules: rules, folder: folder)
    }
}
