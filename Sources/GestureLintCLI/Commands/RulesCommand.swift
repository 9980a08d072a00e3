import GestureLintCore

/// `gesturelint rules [--format text|json]`: every rule with its id, default severity, whether
/// it is on by default, whether it can fix, and its one-line summary.
struct RulesCommand {
    var io: IO
    var descriptions: [RuleDescription]

    static let specs = [
        OptionSpec(name: "format", takesValue: true, valueHint: "text or json"),
        OptionSpec(name: "help", takesValue: false),
    ]

    func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        if let extra = parsed.positionals.first {
            throw UsageError("'rules' takes no arguments, found '\(extra)'; use 'gesturelint explain \(extra)' for one rule")
        }
        let rules = descriptions.sorted { $0.id < $1.id }
        switch parsed.value("format") ?? "text" {
        case "text": io.stdout.write(text(rules))
        case "json": io.stdout.write(json(rules))
        case let other:
            throw UsageError("'rules --format' takes text or json, not '\(other)'\(NearestMatch.hint(for: other, among: ["text", "json"]))")
        }
        return 0
    }

    func text(_ rules: [RuleDescription]) -> String {
        let width = max(rules.map(\.id.count).max() ?? 0, 4)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var output = pad("rule", width) + "  severity  default  fix  summary\n"
        for rule in rules {
            output += pad(rule.id, width) + "  " + pad(rule.severity.rawValue, 8) + "  "
                + pad(rule.enabledByDefault ? "on" : "opt-in", 7) + "  " + pad(rule.fixable ? "yes" : "no", 3) + "  " + rule.summary + "\n"
        }
        return output
    }

    func json(_ rules: [RuleDescription]) -> String {
        JSONValue.array(rules.map { rule in
            .object([("id", .string(rule.id)), ("name", .string(rule.name)), ("severity", .string(rule.severity.rawValue)),
                     ("enabled_by_default", .bool(rule.enabledByDefault)), ("fixable", .bool(rule.fixable)),
                     ("summary", .string(rule.summary))])
        }).rendered(pretty: true) + "\n"
    }
}
