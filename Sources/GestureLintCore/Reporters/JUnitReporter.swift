/// JUnit XML: one testsuite, one testcase per linted file, one failure per diagnostic, so CI
/// test-report views list clean files as passing.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { byPath[diagnostic.path, default: []].append(diagnostic) }
        let paths = Array(Set(report.files).union(byPath.keys)).sorted()
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"gesturelint\" tests=\"\(paths.count)\" failures=\"\(report.diagnostics.count)\">\n"
        output += "  <testsuite name=\"gesturelint\" tests=\"\(paths.count)\" failures=\"\(report.diagnostics.count)\" errors=\"0\">\n"
        for path in paths {
            let diagnostics = byPath[path] ?? []
            let name = XMLText.escape(path)
            if diagnostics.isEmpty {
                output += "    <testcase classname=\"gesturelint\" name=\"\(name)\"/>\n"
                continue
            }
            output += "    <testcase classname=\"gesturelint\" name=\"\(name)\">\n"
            for diagnostic in diagnostics {
                let text = "\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
                output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escape(diagnostic.ruleID + ": " + diagnostic.message))\">\(XMLText.escape(text))</failure>\n"
            }
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
