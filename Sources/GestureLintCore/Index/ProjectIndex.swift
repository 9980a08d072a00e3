/// What the engine knows across all files of a run: built from every file's analysis before
/// any rule runs, so a rule checking one file can resolve names declared in another.
public final class ProjectIndex: Sendable {
    public let fileCount: Int

    public init(analyses: [FileAnalysis]) {
        self.fileCount = analyses.count
    }

    public static let empty = ProjectIndex(analyses: [])
}
