/// The lines each rule is suppressed on in one file, built from its suppression commands.
///
/// Coverage, by a diagnostic's start line:
/// - `disable ids` covers its own line through the line before the matching `enable` (or the end);
/// - `disable:this` its own line, `disable:next` the line after the comment, `disable:previous`
///   the line before it.
public struct SuppressionMap: Sendable {
    public let commands: [SuppressionCommand]
    public let scopes: [SuppressionScope]

    public init(commands: [SuppressionCommand], lineCount: Int) {
        self.commands = commands
        var scopes: [SuppressionScope] = []
        // Open `disable` regions by rule id: (start line, command index, id range).
        var open: [String: (Int, Int, Range<Int>)] = [:]
        var openOrder: [String] = []
        for (index, command) in commands.enumerated() {
            for (id, idRange) in command.ruleIDs {
                switch command.action {
                case .disable:
                    if open[id] == nil {
                        open[id] = (command.line, index, idRange)
                        openOrder.append(id)
                    }
                case .enable:
                    let closing = id == "all" ? openOrder : [id]
                    for name in closing {
                        guard let (start, opener, range) = open.removeValue(forKey: name) else { continue }
                        openOrder.removeAll { $0 == name }
                        if command.line > start {
                            scopes.append(SuppressionScope(ruleID: name, lines: start...(command.line - 1), command: opener, idRange: range))
                        } else {
                            scopes.append(SuppressionScope(ruleID: name, lines: start...start, command: opener, idRange: range))
                        }
                    }
                case .disableThis:
                    scopes.append(SuppressionScope(ruleID: id, lines: command.line...command.line, command: index, idRange: idRange))
                case .disableNext:
                    scopes.append(SuppressionScope(ruleID: id, lines: (command.endLine + 1)...(command.endLine + 1), command: index, idRange: idRange))
                case .disablePrevious:
                    let line = max(1, command.line - 1)
                    scopes.append(SuppressionScope(ruleID: id, lines: line...line, command: index, idRange: idRange))
                }
            }
        }
        for name in openOrder {
            let (start, opener, range) = open[name]!
            scopes.append(SuppressionScope(ruleID: name, lines: start...max(start, lineCount), command: opener, idRange: range))
        }
        self.scopes = scopes
    }

    /// Splits `diagnostics` into the ones that remain and marks which scopes were used.
    public func apply(to diagnostics: [Diagnostic]) -> (kept: [Diagnostic], used: [Bool]) {
        var used = [Bool](repeating: false, count: scopes.count)
        if scopes.isEmpty { return (diagnostics, used) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            var suppressed = false
            for (index, scope) in scopes.enumerated()
            where scope.lines.contains(diagnostic.start.line) && (scope.ruleID == diagnostic.ruleID || scope.ruleID == "all") {
                suppressed = true
                used[index] = true
            }
            if !suppressed { kept.append(diagnostic) }
        }
        return (kept, used)
    }
}
