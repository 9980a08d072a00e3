import Foundation

/// Renders rule descriptions as text for `gesturelint explain` and as the README's rule table.
public enum RuleDocumentation {
    /// The full documentation of one rule, in the sections every rule has.
    public static func explain(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) — \(rule.name)\n"
        text += "Default: \(rule.severity.rawValue), \(rule.enabledByDefault ? "enabled" : "opt-in")"
        text += rule.fixable ? ", fixable\n\n" : "\n\n"
        text += "What it finds\n  \(rule.summary)\n\n"
        text += "Why it matters\n\(indent(rule.rationale))\n"
        if !rule.triggeringExamples.isEmpty {
            text += "\nExample (triggers)\n"
            for example in rule.triggeringExamples { text += codeBlock(MarkedExample(example).code) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\nCorrected code (silent)\n"
            for example in rule.nonTriggeringExamples { text += codeBlock(MarkedExample(example).code) }
        }
        if !rule.options.isEmpty {
            text += "\nOptions (in .gesturelint.yml under rules: \(rule.id):)\n"
            for option in rule.options {
                text += "  \(option.name) (\(option.kind.rawValue), default \(option.defaultValue)): \(option.summary)\n"
            }
        } else {
            text += "\nOptions\n  none\n"
        }
        if rule.fixable {
            text += "\nFix\n  Safe fixes are applied by --fix and previewed by --diff.\n"
            for correction in rule.corrections {
                text += "  Before:\n" + codeBlock(MarkedExample(correction.before).code)
                text += "  After:\n" + codeBlock(correction.after)
            }
        } else {
            text += "\nFix\n  none (the change needs a person's judgement)\n"
        }
        return text
    }

    /// The Markdown page `Rules/<id>.md`: the same sections as `explain`, for readers on the web.
    public static func markdown(_ rule: RuleDescription) -> String {
        var text = "# \(rule.id)\n\n"
        text += "**\(rule.name)** · default severity `\(rule.severity.rawValue)` · "
        text += rule.enabledByDefault ? "enabled by default" : "opt-in"
        text += rule.fixable ? " · safe fix\n\n" : "\n\n"
        text += "<!-- Generated from Rules/*Rule.swift by the tests (GESTURELINT_UPDATE_DOCS=1 swift test). -->\n\n"
        text += "## What it finds\n\n\(rule.summary)\n\n"
        text += "## Why it matters\n\n\(rule.rationale)\n\n"
        if !rule.triggeringExamples.isEmpty {
            text += "## Example\n\n"
            for example in rule.triggeringExamples { text += swiftBlock(MarkedExample(example).code) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "## Use instead\n\n"
            for example in rule.nonTriggeringExamples { text += swiftBlock(MarkedExample(example).code) }
        }
        text += "## Options\n\n"
        if rule.options.isEmpty {
            text += "None.\n\n"
        } else {
            text += "| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                text += "| `\(option.name)` | \(option.kind.rawValue) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
            text += "\n"
        }
        text += "## Fix\n\n"
        if rule.fixable {
            text += "`--fix` applies it; `--diff` previews it.\n\n"
            for correction in rule.corrections {
                text += "Before:\n\n" + swiftBlock(MarkedExample(correction.before).code)
                text += "After:\n\n" + swiftBlock(correction.after)
            }
        } else {
            text += "None: the change needs a person's judgement.\n"
        }
        return text
    }

    /// The Markdown table that README.md carries between the rule-table markers.
    public static func markdownTable(_ rules: [RuleDescription]) -> String {
        var lines = [
            "| rule | default | enabled | fix | what it finds |",
            "|---|---|---|---|---|",
        ]
        for rule in rules {
            let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.enabledByDefault ? "yes" : "opt-in") | \(rule.fixable ? "yes" : "") | \(summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static let tableStart = "<!-- rule-table:start (generated from the rules' descriptions; `swift test` checks it) -->"
    public static let tableEnd = "<!-- rule-table:end -->"

    private static func swiftBlock(_ code: String) -> String {
        "```swift\n" + code.trimmingCharacters(in: .newlines) + "\n```\n\n"
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    private static func codeBlock(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
