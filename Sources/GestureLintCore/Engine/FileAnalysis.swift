/// Everything the engine derives from one file before any rule runs.
/// Built once per file (in parallel), then shared read-only by the project index and every rule.
public final class FileAnalysis: Sendable {
    public let file: SourceFile
    public let tokens: [Token]

    public init(file: SourceFile) {
        self.file = file
        self.tokens = Tokenizer.tokenize(file.bytes)
    }
}
