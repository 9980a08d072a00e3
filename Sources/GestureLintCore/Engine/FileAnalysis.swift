/// Everything the engine derives from one file before any rule runs.
/// Built once per file (in parallel), then shared read-only by the project index and every rule.
public final class FileAnalysis: Sendable {
    public let file: SourceFile
    public let tokens: [Token]
    /// The file's syntax tree; `tree.errors` lists the regions the parser skipped.
    public let tree: SyntaxTree
    /// What this file declares, as the project index needs it (types, members, wrappers).
    public let declarations: FileDeclarations
    /// `DeclarationSkim.namesGesture` of the tokens, when the indexing pass already asked it.
    let namesGesture: Bool?

    public convenience init(file: SourceFile) {
        self.init(file: file, tokens: Tokenizer.tokenize(file.bytes))
    }

    /// With the file's tokens already made (`Tokenizer.tokenize(file.bytes)`).
    public init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        let tree = SwiftParser.parse(file.bytes, tokens: tokens)
        self.tree = tree
        self.declarations = FileDeclarations(tree: tree, file: file)
        namesGesture = nil
    }

    /// With the file's tree already made (`SwiftParser.parse(file.bytes, tokens: tokens)`), and
    /// `namesGesture` when it is known.
    init(file: SourceFile, tokens: [Token], tree: SyntaxTree, namesGesture: Bool? = nil) {
        self.file = file
        self.tokens = tokens
        self.tree = tree
        self.declarations = FileDeclarations(tree: tree, file: file)
        self.namesGesture = namesGesture
    }

    /// One `parse_error` warning per skipped region.
    public var parseDiagnostics: [Diagnostic] {
        tree.errors.map {
            Diagnostic(ruleID: "parse_error", severity: .warning, file: file, range: $0.range,
                       message: "could not parse this code (\($0.message)); the rest of the file is still checked")
        }
    }
}
