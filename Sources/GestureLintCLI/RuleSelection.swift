import GestureLintCore

/// Which rules run: the configuration's selection, then the command line's `--only`,
/// `--enable`, `--disable` and `--report-unused-suppressions` on top of it.
struct RuleSelection {
    var descriptions: [RuleDescription]

    var knownIDs: Set<String> { Set(descriptions.map(\.id)) }

    func enabledIDs(configuration: Configuration, options: LintOptions) throws(UsageError) -> Set<String> {
        for (option, ids) in [("--only", options.only), ("--enable", options.enable), ("--disable", options.disable)] {
            for id in ids where !knownIDs.contains(id) {
                throw UsageError("unknown rule id '\(id)' in \(option)\(NearestMatch.hint(for: id, among: knownIDs)) ('gesturelint rules' lists them)")
            }
        }
        var enabled = configuration.enabledRuleIDs(among: descriptions)
        if !options.only.isEmpty { enabled = Set(options.only) }
        enabled.formUnion(options.enable)
        enabled.subtract(options.disable)
        if options.reportUnusedSuppressions { enabled.insert(EngineRules.unusedSuppression) }
        return enabled
    }
}
