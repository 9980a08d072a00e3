/// SARIF 2.1.0 with one run, as GitHub code scanning accepts it.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        // internal_error last: a file gesturelint failed on leaves every other result's ruleIndex as it was.
        let firedIDs = Array(Set(report.diagnostics.map(\.ruleID))).sorted {
            ($0 == EngineRules.internalError ? 1 : 0, $0) < ($1 == EngineRules.internalError ? 1 : 0, $1)
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: firedIDs.enumerated().map { ($1, $0) })
        let rules = firedIDs.map { id -> JSONValue in
            let description = report.rules[id]
            return .object([
                ("id", .string(id)),
                ("name", .string(description?.name ?? id)),
                ("shortDescription", .object([("text", .string(description?.summary ?? id))])),
                ("fullDescription", .object([("text", .string(description?.rationale ?? description?.summary ?? id))])),
                ("helpUri", .string(ProjectInfo.ruleDocumentationURL(id))),
                ("defaultConfiguration", .object([("level", .string(Self.level(description?.severity ?? .warning)))])),
            ])
        }
        let results = report.diagnostics.map { diagnostic -> JSONValue in
            var location: [(String, JSONValue)] = [("uri", .string(Self.uri(diagnostic.path)))]
            if !diagnostic.path.hasPrefix("/") { location.append(("uriBaseId", .string("%SRCROOT%"))) }
            return .object([
                ("ruleId", .string(diagnostic.ruleID)),
                ("ruleIndex", .int(ruleIndex[diagnostic.ruleID]!)),
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object(location)),
                    ("region", .object([
                        ("startLine", .int(diagnostic.start.line)), ("startColumn", .int(diagnostic.start.column)),
                        ("endLine", .int(diagnostic.end.line)), ("endColumn", .int(diagnostic.end.column)),
                    ])),
                ]))])])),
            ])
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string(ProjectInfo.name)),
                ("version", .string(report.toolVersion)),
                ("informationUri", .string(ProjectInfo.repositoryURL)),
                ("rules", .array(rules)),
            ]))])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(Self.fileURI(report.workingDirectory) + "/"))]))])),
            // Our columns count Unicode scalars; SARIF's default would be UTF-16 code units.
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered(pretty: true) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A relative path as a URI reference, or `file://` for an absolute one.
    static func uri(_ path: String) -> String {
        path.hasPrefix("/") ? fileURI(path) : percentEncode(path)
    }

    static func fileURI(_ path: String) -> String { "file://" + percentEncode(path) }

    static func percentEncode(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~!$&'()*+,;=:@".contains(character) {
                output.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}
