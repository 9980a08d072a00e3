/// GitLab Code Quality JSON. The fingerprint hashes path, rule, the line's normalised text and
/// the occurrence number, so it survives unrelated edits and stays unique within a report.
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var seen: [String: Int] = [:]
        let items = report.diagnostics.map { diagnostic -> JSONValue in
            let text = report.sources[diagnostic.path].map { Fingerprint.normalizedLine(diagnostic.start.line, of: $0) } ?? diagnostic.message
            let key = "\(diagnostic.path)\u{0}\(diagnostic.ruleID)\u{0}\(text)"
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return .object([
                ("description", .string(diagnostic.message)),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(Fingerprint.hex128("\(key)\u{0}\(occurrence)"))),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("location", .object([("path", .string(diagnostic.path)),
                                      ("lines", .object([("begin", .int(diagnostic.start.line))]))])),
            ])
        }
        return JSONValue.array(items).rendered(pretty: true) + "\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
