import GestureLintCore

/// `gesturelint explain <rule_id>`: the rule's own documentation, in fixed sections: what it
/// finds, why it matters, triggering examples, corrected code, options, fix.
struct ExplainCommand {
    var io: IO
    var descriptions: [RuleDescription]

    func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        guard let id = parsed.positionals.first else {
            throw UsageError("'explain' needs a rule id, e.g. 'gesturelint explain \(descriptions.first?.id ?? "parse_error")' ('gesturelint rules' lists them)")
        }
        if parsed.positionals.count > 1 { throw UsageError("'explain' takes one rule id, found \(parsed.positionals.count)") }
        guard let rule = descriptions.first(where: { $0.id == id }) else {
            throw UsageError("unknown rule id '\(id)'\(NearestMatch.hint(for: id, among: descriptions.map(\.id))) ('gesturelint rules' lists them)")
        }
        io.stdout.write(Self.render(rule))
        return 0
    }

    static func render(_ rule: RuleDescription) -> String {
        var output = "\(rule.id) — \(rule.name)\n"
        output += "severity: \(rule.severity.rawValue), \(rule.enabledByDefault ? "enabled by default" : "opt-in"), "
            + (rule.fixable ? "fixable" : "not fixable") + "\n\n"
        output += "What it finds\n  \(rule.summary)\n"
        output += "\nWhy it matters\n" + indent(rule.rationale)
        if !rule.triggeringExamples.isEmpty {
            output += "\nTriggering examples (↓ marks where the diagnostic starts)\n"
            for example in rule.triggeringExamples { output += "\n" + indent(example) }
        }
        let corrected = rule.corrections.isEmpty ? rule.nonTriggeringExamples : rule.corrections.map(\.after)
        if !corrected.isEmpty {
            output += "\nCorrected code\n"
            for example in corrected { output += "\n" + indent(example) }
        }
        output += "\nOptions\n"
        if rule.options.isEmpty {
            output += "  none\n"
        } else {
            for option in rule.options {
                output += "  \(option.name) (\(option.kind.rawValue), default \(option.defaultValue)): \(option.summary)\n"
            }
            output += "  set them in .gesturelint.yml under rules: { \(rule.id): { name: value } }\n"
        }
        output += "\nFix\n"
        if rule.fixable {
            output += "  `gesturelint --fix` applies the safe fix; `--diff` shows it first.\n"
            for correction in rule.corrections {
                output += "\n  before:\n" + indent(correction.before, by: 4) + "  after:\n" + indent(correction.after, by: 4)
            }
        } else {
            output += "  none; change the code as the message says.\n"
        }
        return output
    }

    static func indent(_ text: String, by count: Int = 2) -> String {
        let prefix = String(repeating: " ", count: count)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n") + "\n"
    }
}
