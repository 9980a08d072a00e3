import Foundation

/// The full analyses (tokens and tree) a run keeps, so memory follows what the reported files
/// need rather than the size of the project:
/// - the analyses of reported files that have gestures, made in the indexing pass and read again
///   when their rules run (their declarations' syntax nodes point into these trees);
/// - analyses another file's rule asks for (`ProjectIndex.analysis(of:)`), made on first request
///   and kept so every request gets the same one (models are cached per analysis).
/// Every other file's tokens and tree are dropped as soon as its index entry or its diagnostics
/// are made. Thread-safe.
public final class AnalysisStore: @unchecked Sendable {
    private let lock = NSLock()
    private var analyses: [ObjectIdentifier: FileAnalysis] = [:]

    public init() {}

    func keep(_ analysis: FileAnalysis) {
        lock.lock()
        defer { lock.unlock() }
        analyses[ObjectIdentifier(analysis.file)] = analysis
    }

    /// The kept analysis of `file`, if any.
    func kept(_ file: SourceFile) -> FileAnalysis? {
        lock.lock()
        defer { lock.unlock() }
        return analyses[ObjectIdentifier(file)]
    }

    /// The kept analysis, else a new one, kept from now on. Two threads may build one at once;
    /// the first stored wins, so every caller sees the same analysis.
    func analysis(of file: SourceFile) -> FileAnalysis {
        if let kept = kept(file) { return kept }
        let built = FileAnalysis(file: file)
        lock.lock()
        defer { lock.unlock() }
        if let stored = analyses[ObjectIdentifier(file)] { return stored }
        analyses[ObjectIdentifier(file)] = built
        return built
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return analyses.count
    }
}
