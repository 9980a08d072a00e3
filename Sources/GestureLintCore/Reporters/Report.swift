/// Everything a reporter needs: the remaining diagnostics in output order, the files that were
/// linted, the rules' descriptions, and the sources for excerpts and fingerprints.
public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    /// Display paths of every linted file, sorted.
    public var files: [String]
    public var rules: [String: RuleDescription]
    /// Sources by display path.
    public var sources: [String: SourceFile]
    /// The absolute working folder display paths are relative to.
    public var workingDirectory: String
    public var toolVersion: String

    public init(diagnostics: [Diagnostic], files: [String], rules: [String: RuleDescription],
                sources: [String: SourceFile], workingDirectory: String, toolVersion: String) {
        self.diagnostics = diagnostics
        self.files = files
        self.rules = rules
        self.sources = sources
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
    }

    /// The absolute form of a display path.
    public func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory == "/" ? "/" : workingDirectory + "/") + path
    }
}

/// One output format.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> String
}

public enum ProjectInfo {
    public static let version = "0.1.0"
    public static let name = "gesturelint"
    /// Where each rule's documentation lives (`Rules/<id>.md`); used for SARIF `helpUri`.
    public static let repositoryURL = "https://github.com/gesturelint/gesturelint"
    public static func ruleDocumentationURL(_ id: String) -> String { "\(repositoryURL)/blob/main/Rules/\(id).md" }
}
