import GestureLintCore

/// Engine diagnostics as LSP `Diagnostic` objects.
struct LSPDiagnostics {
    /// The document the diagnostics belong to.
    var map: PositionMap
    /// Position maps of other files a related location may point into.
    var otherFile: (String) -> PositionMap?

    func json(_ diagnostic: Diagnostic) -> JSON {
        var members: [(String, JSON)] = [
            ("range", map.range(diagnostic.range)),
            ("severity", .int(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
            ("codeDescription", ["href": .string(ProjectInfo.ruleDocumentationURL(diagnostic.ruleID))]),
            ("source", "gesturelint"),
            ("message", .string(diagnostic.message)),
        ]
        let related: [JSON] = diagnostic.related.compactMap { location in
            let isSameFile = location.path == diagnostic.path
            guard let locationMap = isSameFile ? map : otherFile(location.path) else { return nil }
            return ["location": ["uri": .string(FileURI.uri(location.path)), "range": locationMap.range(location.range)],
                    "message": .string(location.message)]
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}

/// `textDocument/codeAction` answers for the findings of one document.
struct CodeActions {
    var document: TextDocument
    var diagnostics: [Diagnostic]
    var convert: LSPDiagnostics

    /// The actions for findings that touch `range`: each finding's safe fix (preferred), then
    /// "disable for this line".
    func actions(touching range: Range<Int>) -> [JSON] {
        var fixes: [JSON] = []
        var disables: [JSON] = []
        for diagnostic in diagnostics where Self.touches(diagnostic.range, range) {
            let lsp = convert.json(diagnostic)
            if let fix = diagnostic.fix, fix.safe, !fix.edits.isEmpty {
                fixes.append(action("Fix: \(Self.shortened(diagnostic.message))", diagnostic: lsp,
                                    edits: fix.edits.map { edit(range: $0.range, text: $0.replacement) }, preferred: true))
            }
            disables.append(action("Disable \(diagnostic.ruleID) for this line", diagnostic: lsp,
                                   edits: [disableEdit(diagnostic)], preferred: false))
        }
        return fixes + disables
    }

    /// Inserts `// gesturelint:disable:next rule_id` above the finding's line, indented like it.
    func disableEdit(_ diagnostic: Diagnostic) -> JSON {
        let bytes = document.bytes
        let lines = document.map.lines
        let line = lines.line(of: diagnostic.range.lowerBound)
        let lineRange = lines.range(ofLine: line, in: bytes)
        var indentEnd = lineRange.lowerBound
        while indentEnd < lineRange.upperBound, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indentation = String(decoding: bytes[lineRange.lowerBound..<indentEnd], as: UTF8.self)
        return edit(range: lineRange.lowerBound..<lineRange.lowerBound,
                    text: indentation + "// gesturelint:disable:next \(diagnostic.ruleID)" + lineBreak(after: lineRange))
    }

    /// The document's own line break (CRLF, CR or LF), so the inserted line matches the file.
    private func lineBreak(after line: Range<Int>) -> String {
        let bytes = document.bytes
        guard line.upperBound < bytes.count else { return "\n" }
        if bytes[line.upperBound] == 0x0D { return line.upperBound + 1 < bytes.count && bytes[line.upperBound + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    private func edit(range: Range<Int>, text: String) -> JSON {
        ["range": document.map.range(range), "newText": .string(text)]
    }

    private func action(_ title: String, diagnostic: JSON, edits: [JSON], preferred: Bool) -> JSON {
        ["title": .string(title), "kind": "quickfix", "isPreferred": .bool(preferred), "diagnostics": [diagnostic],
         "edit": ["changes": .object([(document.uri, .array(edits))])]]
    }

    /// Ranges touch when they overlap or meet (a cursor at either end of a finding selects it).
    static func touches(_ finding: Range<Int>, _ requested: Range<Int>) -> Bool {
        finding.lowerBound <= requested.upperBound && requested.lowerBound <= finding.upperBound
    }

    static func shortened(_ message: String) -> String {
        let first = message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
        return first.count > 80 ? String(first.prefix(77)) + "..." : first
    }
}
