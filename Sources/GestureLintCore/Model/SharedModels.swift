import Foundation

/// The gesture models of one lint run's files, each built once and shared by every file's rules.
/// A rule that follows a property into its type's other files (extensions) needs those files'
/// models too; without this it rebuilt each of them, for every file that asked.
/// Thread-safe: files are checked in parallel. Owned by the run, not by `ProjectIndex`: a model
/// holds its project, so a cache inside the index would be a reference cycle.
public final class SharedModels: @unchecked Sendable {
    private struct Key: Hashable {
        /// The analysis, which each cached model retains: its identifier is never reused meanwhile.
        let analysis: ObjectIdentifier
        let writesWithoutGestures: Bool
    }

    private let lock = NSLock()
    private var models: [Key: GestureModel] = [:]

    public init() {}

    /// The model of `analysis`, built on first request. A file that mentions gestures has the same
    /// model with or without `writesWithoutGestures`, so both requests share one. Two threads may
    /// build the same model at once; the models are equal, and the first one stored is kept.
    public func model(of analysis: FileAnalysis, project: ProjectIndex, writesWithoutGestures: Bool = false) -> GestureModel {
        // At most one scan of the file's tokens for the key, the keep decision and the build
        // (perf13); none for a cached plain model.
        var scanned: Bool?
        func mentions() -> Bool {
            if let scanned { return scanned }
            let found = ModelBuilder.mentionsGestures(analysis)
            scanned = found
            return found
        }
        let key = Key(analysis: ObjectIdentifier(analysis), writesWithoutGestures: writesWithoutGestures && !mentions())
        if let cached = cached(key, project: project) { return cached }
        let mentionsGestures = mentions()
        let built = GestureModel(analysis: analysis, project: project, writesWithoutGestures: key.writesWithoutGestures,
                                 mentionsGestures: mentionsGestures)
        // Keeping every file's model to the end of the run costs memory and a serial release at
        // the end (measured on 5,000 small files): keep only those another file may ask for.
        // A file without gestures has an empty plain model, rebuilt for nothing: keeping it would
        // keep the file's tokens and tree to the end of the run (memory grows with the project).
        guard writesWithoutGestures
                || mentionsGestures && Self.mayBeAskedFor(analysis, project: project) else { return built }
        lock.lock()
        defer { lock.unlock() }
        if let stored = models[key], stored.project === project { return stored }
        models[key] = built
        return built
    }

    /// Whether a rule checking another file may want this file's model: it declares or extends a
    /// type that another file declares or extends too.
    private static func mayBeAskedFor(_ analysis: FileAnalysis, project: ProjectIndex) -> Bool {
        // Each name once: a file with thousands of `extension V` would otherwise scan V's
        // declaring files once per extension.
        var seen: Set<String> = []
        return analysis.declarations.types.contains { type in
            seen.insert(type.name).inserted
                && project.declaringFiles(ofType: type.name).contains { $0 !== analysis.file }
        }
    }

    private func cached(_ key: Key, project: ProjectIndex) -> GestureModel? {
        lock.lock()
        defer { lock.unlock() }
        guard let model = models[key], model.project === project else { return nil }
        return model
    }
}
