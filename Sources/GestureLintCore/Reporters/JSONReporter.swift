/// The `json` format of the interface contract: `{"version": 1, "files": N, "diagnostics": [...]}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let diagnostics = report.diagnostics.map { diagnostic -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("path", .string(diagnostic.path)),
                ("line", .int(diagnostic.start.line)), ("column", .int(diagnostic.start.column)),
                ("end_line", .int(diagnostic.end.line)), ("end_column", .int(diagnostic.end.column)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.ruleID)),
                ("message", .string(diagnostic.message)),
            ]
            if let fix = diagnostic.fix, let source = report.sources[diagnostic.path] {
                let edits = fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit -> JSONValue in
                    let start = source.location(of: edit.range.lowerBound)
                    let end = source.location(of: edit.range.upperBound)
                    return .object([("line", .int(start.line)), ("column", .int(start.column)),
                                    ("end_line", .int(end.line)), ("end_column", .int(end.column)),
                                    ("replacement", .string(edit.replacement))])
                }
                members.append(("fix", .object([("safe", .bool(fix.safe)), ("edits", .array(edits))])))
            }
            return .object(members)
        }
        return JSONValue.object([("version", .int(1)), ("files", .int(report.files.count)),
                                 ("diagnostics", .array(diagnostics))]).rendered(pretty: true) + "\n"
    }
}
