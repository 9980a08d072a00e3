/// `path:line:column: severity: message [rule]`: the line Xcode, editors and CI log scanners
/// turn into annotations. On a terminal it can add colour and the source line with a caret.
public struct XcodeReporter: Reporter {
    public var color: Bool
    public var excerpts: Bool

    public init(color: Bool = false, excerpts: Bool = false) {
        self.color = color
        self.excerpts = excerpts
    }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let location = "\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.column):"
            let severity = diagnostic.severity.rawValue
            if color {
                output += bold(location) + " " + paint(severity + ":", diagnostic.severity) + " "
                    + bold(diagnostic.message) + " " + dim("[\(diagnostic.ruleID)]") + "\n"
            } else {
                output += "\(location) \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
            }
            if excerpts, let source = report.sources[diagnostic.path] {
                output += excerpt(diagnostic, source)
            }
        }
        return output
    }

    /// The start line, and a caret under the range (`^~~~`), keeping the line's tabs so it lines up.
    func excerpt(_ diagnostic: Diagnostic, _ source: SourceFile) -> String {
        let lineRange = source.lines.range(ofLine: diagnostic.start.line, in: source.bytes)
        let text = source.text(lineRange)
        let scalars = Array(text.unicodeScalars)
        let startColumn = max(1, diagnostic.start.column)
        let endColumn = diagnostic.end.line == diagnostic.start.line ? max(startColumn + 1, diagnostic.end.column) : scalars.count + 1
        var marker = ""
        for index in 0..<min(startColumn - 1, scalars.count) { marker += scalars[index] == "\t" ? "\t" : " " }
        marker += "^" + String(repeating: "~", count: max(0, min(endColumn, scalars.count + 1) - startColumn - 1))
        return "    " + text + "\n    " + (color ? paint(marker, diagnostic.severity) : marker) + "\n"
    }

    func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }
    func dim(_ text: String) -> String { "\u{1B}[2m\(text)\u{1B}[0m" }
    func paint(_ text: String, _ severity: Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "31"
        case .warning: code = "33"
        case .note: code = "36"
        }
        return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
    }
}
