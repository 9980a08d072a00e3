/// The settings of `.gesturelint.yml`, validated against the known rules.
/// Paths (`included`, `excluded`, `baseline`) are kept as written; they are relative to `directory`.
public struct Configuration: Sendable {
    /// The file it was read from, or nil for the built-in defaults.
    public var path: String?
    /// The folder relative paths in the file are resolved against.
    public var directory: String?
    public var deploymentTargets: [String: OSVersion] = [:]
    public var included: [String] = []
    public var excluded: [String] = []
    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    /// When non-empty, exactly these rules run.
    public var onlyRules: [String] = []
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: RuleOptions] = [:]
    public var strict = false
    public var baseline: String?
    /// Also report findings inside `#Preview { }` and `PreviewProvider` types (off by default).
    public var checkPreviews = false

    public init() {}

    /// `deployment_target:` as the engine uses it (platforms gesturelint does not check are
    /// dropped), or nil when the file sets none.
    public var deploymentTarget: DeploymentTarget? {
        var minimums: [Platform: OSVersion] = [:]
        for (name, version) in deploymentTargets {
            if let platform = Platform(rawValue: name) { minimums[platform] = version }
        }
        guard !minimums.isEmpty else { return nil }
        return DeploymentTarget(minimums: minimums, source: path ?? ".gesturelint.yml")
    }

    /// The ids that run: `only_rules` when set, else the enabled-by-default rules plus `opt_in_rules`
    /// minus `disabled_rules`.
    public func enabledRuleIDs(among rules: [RuleDescription]) -> Set<String> {
        if !onlyRules.isEmpty { return Set(onlyRules) }
        var enabled = Set(rules.filter(\.enabledByDefault).map(\.id))
        enabled.formUnion(optInRules)
        enabled.subtract(disabledRules)
        return enabled
    }

    /// Each rule's severity and options for this configuration.
    public func settings(for rules: [RuleDescription]) -> [String: RuleSettings] {
        var result: [String: RuleSettings] = [:]
        for rule in rules {
            result[rule.id] = RuleSettings(severity: severities[rule.id] ?? rule.severity,
                                           options: ruleOptions[rule.id] ?? RuleOptions())
        }
        return result
    }
}

/// A configuration that cannot be used: where, which key, and what to do.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var key: String?
    public var message: String

    public var description: String {
        "\(path):\(line): error: \(key.map { "'\($0)': " } ?? "")\(message)"
    }
}
