/// GitHub Actions workflow commands (`::warning file=...::message`), errors first, which the
/// runner turns into annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// `GITHUB_WORKSPACE`: annotation paths must be relative to the repository root.
    public var workspace: String?

    public init(workspace: String? = nil) { self.workspace = workspace }

    public func render(_ report: Report) -> String {
        var output = ""
        for diagnostic in Self.errorsFirst(report.diagnostics) {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=" + Self.escapeProperty(path(diagnostic.path, report)),
                "line=\(diagnostic.start.line)", "col=\(diagnostic.start.column)",
                "endLine=\(diagnostic.end.line)", "endColumn=\(diagnostic.end.column)",
                "title=" + Self.escapeProperty(diagnostic.ruleID),
            ]
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
        }
        return output
    }

    static func errorsFirst(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // A stable sort by severity keeps the path/line/column/rule order within each severity.
        diagnostics.enumerated().sorted { lhs, rhs in
            lhs.element.severity != rhs.element.severity ? lhs.element.severity > rhs.element.severity : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// A path GitHub can attach to a file in the checkout: relative to the workspace, no `./`.
    func path(_ displayPath: String, _ report: Report) -> String {
        guard let workspace, !workspace.isEmpty else { return displayPath }
        let absolute = report.absolutePath(displayPath)
        let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : displayPath
    }

    /// Message text: `%`, CR and LF are escaped (as the Actions toolkit's `escapeData`).
    public static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// Property values additionally escape `:` and `,` (the toolkit's `escapeProperty`).
    public static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    /// Works on Unicode scalars: in a Swift `String`, CR LF is one `Character`.
    static func escape(_ text: String, property: Bool) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output.append(contentsOf: "%25".unicodeScalars)
            case "\r": output.append(contentsOf: "%0D".unicodeScalars)
            case "\n": output.append(contentsOf: "%0A".unicodeScalars)
            case ":" where property: output.append(contentsOf: "%3A".unicodeScalars)
            case "," where property: output.append(contentsOf: "%2C".unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// The Markdown table appended to `$GITHUB_STEP_SUMMARY`: every diagnostic, since the
    /// annotations show only about ten of each kind.
    public func stepSummary(_ report: Report) -> String {
        var output = "### gesturelint\n\n"
        let count = report.diagnostics.count
        output += "\(count) diagnostic\(count == 1 ? "" : "s") in \(report.files.count) file\(report.files.count == 1 ? "" : "s").\n\n"
        if count == 0 { return output }
        output += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n"
        for diagnostic in Self.errorsFirst(report.diagnostics) {
            let location = "\(path(diagnostic.path, report)):\(diagnostic.start.line):\(diagnostic.start.column)"
            output += "| \(diagnostic.severity.rawValue) | \(Self.cell(location)) | `\(diagnostic.ruleID)` | \(Self.cell(diagnostic.message)) |\n"
        }
        return output + "\n"
    }

    static func cell(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output.append(contentsOf: "\\\\".unicodeScalars)
            case "|": output.append(contentsOf: "\\|".unicodeScalars)
            case "\r", "\n": output.append(" ")
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
