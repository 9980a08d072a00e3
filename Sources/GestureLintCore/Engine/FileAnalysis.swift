/// Everything the engine derives from one file before any rule runs.
/// Built once per file (in parallel), then shared read-only by the project index and every rule.
public final class FileAnalysis: Sendable {
    public let file: SourceFile
    public let tokens: [Token]
    /// The file's syntax tree; `tree.errors` lists the regions the parser skipped.
    public let tree: SyntaxTree
    /// What this file declares, as the project index needs it (types, members, wrappers).
    public let declarations: FileDeclarations

    public init(file: SourceFile) {
        self.file = file
        let tokens = Tokenizer.tokenize(file.bytes)
        self.tokens = tokens
        let tree = SwiftParser.parse(file.bytes, tokens: tokens)
        self.tree = tree
        self.declarations = FileDeclarations(tree: tree, file: file)
    }

    /// One `parse_error` warning per skipped region.
    public var parseDiagnostics: [Diagnostic] {
        tree.errors.map {
            Diagnostic(ruleID: "parse_error", severity: .warning, file: file, range: $0.range,
                       message: "could not parse this code (\($0.message)); the rest of the file is still checked")
        }
    }
}
