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
        io.stdout.write(RuleDocumentation.explain(rule))
        return 0
    }
}
