/// Per-rule counts: one row per rule that fired. `summary` orders the table by rule id;
/// `--statistics` (`byCount`) puts the most frequent rules first.
public struct SummaryReporter: Reporter {
    public var byCount: Bool

    public init(byCount: Bool = false) { self.byCount = byCount }

    struct Row {
        var rule: String
        var severity: String
        var count: Int
        var files: Int
    }

    public func render(_ report: Report) -> String {
        var counts: [String: (Set<Severity>, Int, Set<String>)] = [:]
        for diagnostic in report.diagnostics {
            var entry = counts[diagnostic.ruleID] ?? ([], 0, [])
            entry.0.insert(diagnostic.severity)
            entry.1 += 1
            entry.2.insert(diagnostic.path)
            counts[diagnostic.ruleID] = entry
        }
        var rows = counts.map { rule, entry in
            Row(rule: rule, severity: entry.0.sorted(by: >).map(\.rawValue).joined(separator: "/"), count: entry.1, files: entry.2.count)
        }
        rows.sort { byCount && $0.count != $1.count ? $0.count > $1.count : $0.rule < $1.rule }
        let total = Row(rule: "total", severity: "", count: report.diagnostics.count,
                        files: Set(report.diagnostics.map(\.path)).count)
        let header = Row(rule: "rule", severity: "severity", count: 0, files: 0)
        let ruleWidth = max(([header, total] + rows).map(\.rule.count).max()!, 4)
        let severityWidth = max(rows.map(\.severity.count).max() ?? 0, 8)
        func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return right ? padding + text : text + padding
        }
        func line(_ rule: String, _ severity: String, _ count: String, _ files: String) -> String {
            "\(pad(rule, ruleWidth))  \(pad(severity, severityWidth))  \(pad(count, 6, right: true))  \(pad(files, 6, right: true))\n"
        }
        var output = line("rule", "severity", "count", "files")
        for row in rows { output += line(row.rule, row.severity, String(row.count), String(row.files)) }
        output += line("total", "", String(total.count), String(total.files))
        return output
    }
}
