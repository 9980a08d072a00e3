/// Applies one file's suppression comments to its diagnostics, and reports the comments that are
/// wrong (`invalid_suppression`) or, when asked, useless (`unused_suppression`).
public struct SuppressionFilter: Sendable {
    /// Every rule id a suppression may name (registry and engine ids).
    public var knownRuleIDs: Set<String>
    /// The rules that run in this configuration: only their suppressions can be "unused".
    public var enabledRuleIDs: Set<String>
    public var severities: [String: Severity]

    public init(knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>, severities: [String: Severity] = [:]) {
        self.knownRuleIDs = knownRuleIDs
        self.enabledRuleIDs = enabledRuleIDs
        self.severities = severities
    }

    func severity(_ id: String) -> Severity {
        severities[id] ?? EngineRules.descriptions.first { $0.id == id }?.severity ?? .warning
    }

    public func apply(_ diagnostics: [Diagnostic], file: SourceFile, tokens: [Token]) -> [Diagnostic] {
        let (commands, problems) = SuppressionParser.commands(in: file, tokens: tokens)
        if commands.isEmpty && problems.isEmpty { return diagnostics }
        var all = diagnostics
        if enabledRuleIDs.contains(EngineRules.invalidSuppression) {
            let id = EngineRules.invalidSuppression
            for (range, message) in problems {
                all.append(Diagnostic(ruleID: id, severity: severity(id), file: file, range: range, message: message))
            }
            for command in commands {
                for (ruleID, range) in command.ruleIDs where ruleID != "all" && !knownRuleIDs.contains(ruleID) {
                    let message = "unknown rule id '\(Self.shown(ruleID))' in a suppression"
                        + Self.hint(for: ruleID, among: knownRuleIDs)
                        + " (`gesturelint rules` lists them)"
                    all.append(Diagnostic(ruleID: id, severity: severity(id), file: file, range: range, message: message))
                }
            }
        }
        let map = SuppressionMap(commands: commands, lineCount: file.lines.lineCount)
        var (kept, used) = map.apply(to: all)
        if enabledRuleIDs.contains(EngineRules.unusedSuppression) {
            let id = EngineRules.unusedSuppression
            for (index, scope) in map.scopes.enumerated() where !used[index] {
                guard scope.ruleID == "all" || enabledRuleIDs.contains(scope.ruleID) else { continue }
                let command = map.commands[scope.command]
                let message = "'gesturelint:\(command.action.rawValue) \(scope.ruleID)' suppressed nothing; remove it"
                kept.append(Diagnostic(ruleID: id, severity: severity(id), file: file, range: scope.idRange, message: message))
                used[index] = true
            }
        }
        return kept
    }

    /// The longest id a message repeats whole; a longer one is cut (a 1 MB id is not echoed).
    static let shownIDLength = 80

    static func shown(_ ruleID: String) -> String {
        let scalars = ruleID.unicodeScalars
        guard scalars.count > shownIDLength else { return ruleID }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.prefix(shownIDLength))
        return text + "… (\(ruleID.utf8.count) bytes)"
    }

    /// "Did you mean", only for an id a typo away from some rule's: no rule id is longer than
    /// `shownIDLength`, and the edit distance is at least the difference in length, far beyond what
    /// `NearestMatch` accepts, so longer ids skip the work (quadratic in the id's length).
    static func hint(for ruleID: String, among known: Set<String>) -> String {
        guard ruleID.utf8.count <= shownIDLength else { return "" }
        return NearestMatch.hint(for: ruleID, among: known)
    }

}
