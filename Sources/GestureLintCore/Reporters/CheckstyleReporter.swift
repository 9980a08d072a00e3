/// Checkstyle XML, read by Jenkins (Warnings NG), Danger and reviewdog.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { byPath[diagnostic.path, default: []].append(diagnostic) }
        for path in byPath.keys.sorted() {
            output += "  <file name=\"\(XMLText.escape(path))\">\n"
            for diagnostic in byPath[path]! {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                output += "    <error line=\"\(diagnostic.start.line)\" column=\"\(diagnostic.start.column)\""
                    + " severity=\"\(severity)\" message=\"\(XMLText.escape(diagnostic.message))\""
                    + " source=\"gesturelint.\(XMLText.escape(diagnostic.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
