import Foundation

/// Renders rule descriptions as text for `gesturelint explain` and as the README's rule table.
public enum RuleDocumentation {
    /// The full documentation of one rule for `gesturelint explain`, in the sections every rule has:
    /// what it finds, why it matters, triggering examples (with their `↓` markers), corrected
    /// code, options, fix.
    public static func explain(_ rule: RuleDescription) -> String {
        var output = "\(rule.id) — \(rule.name)\n"
        output += "severity: \(rule.severity.rawValue), \(rule.enabledByDefault ? "enabled by default" : "opt-in"), "
            + (rule.fixable ? "fixable" : "not fixable") + "\n\n"
        output += "What it finds\n  \(rule.summary)\n"
        output += "\nWhy it matters\n" + indent(rule.rationale)
        if let target = rule.exampleDeploymentTarget {
            output += "\nThe examples assume a deployment target of \(DeploymentTargetResolver.versions(of: target)).\n"
        }
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

    /// The Markdown page `Rules/<id>.md`: the same sections as `explain`, for readers on the web.
    public static func markdown(_ rule: RuleDescription) -> String {
        var text = "# \(rule.id)\n\n"
        text += "**\(rule.name)** · default severity `\(rule.severity.rawValue)` · "
        text += rule.enabledByDefault ? "enabled by default" : "opt-in"
        text += rule.fixable ? " · safe fix\n\n" : "\n\n"
        text += "<!-- Generated from Rules/*Rule.swift by the tests (GESTURELINT_UPDATE_DOCS=1 swift test). -->\n\n"
        text += "## What it finds\n\n\(rule.summary)\n\n"
        text += "## Why it matters\n\n\(rule.rationale)\n\n"
        if let target = rule.exampleDeploymentTarget {
            text += "The examples assume a deployment target of \(DeploymentTargetResolver.versions(of: target)).\n\n"
        }
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

    private static func indent(_ text: String, by count: Int = 2) -> String {
        let prefix = String(repeating: " ", count: count)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n") + "\n"
    }
}
