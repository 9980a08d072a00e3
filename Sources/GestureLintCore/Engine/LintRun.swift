import Foundation

/// A file to lint and what is already known about it before any rule runs (for example a
/// `parse_error` because its bytes are not valid UTF-8).
public struct LintInput: Sendable {
    public var file: SourceFile
    public var diagnostics: [Diagnostic]
    /// The index scope the file belongs to (see `IndexScopes`); 0 when the run has one scope.
    public var scope: Int

    public init(file: SourceFile, diagnostics: [Diagnostic] = [], scope: Int = 0) {
        self.file = file
        self.diagnostics = diagnostics
        self.scope = scope
    }
}

/// Which files' declarations each file of a run sees. A scope is a set of files (a SwiftPM
/// target, an Xcode project, a repository); `visible[s]` lists the scopes whose declarations
/// files of scope `s` see, itself included (a target and the targets it depends on). Two
/// projects in one run are scopes that do not see each other.
public struct IndexScopes: Sendable, Equatable {
    public var visible: [[Int]]

    public init(visible: [[Int]]) { self.visible = visible }

    /// One scope: every file sees every other.
    public static let single = IndexScopes(visible: [[0]])

    /// The scopes scope `scope` sees; an unknown scope sees only itself.
    func seen(by scope: Int) -> [Int] {
        scope >= 0 && scope < visible.count ? Array(Set(visible[scope] + [scope])).sorted() : [scope]
    }
}

/// What one file produced.
public struct FileResult: Sendable {
    public var file: SourceFile
    /// After rule selection and suppressions, in output order.
    public var diagnostics: [Diagnostic]
    /// Whether anything reported `parse_error` for the file (even if disabled or suppressed):
    /// such a file is never rewritten by `--fix`.
    public var hasParseError: Bool

    public init(file: SourceFile, diagnostics: [Diagnostic], hasParseError: Bool) {
        self.file = file
        self.diagnostics = diagnostics
        self.hasParseError = hasParseError
    }
}

/// One whole-engine pass over the reported files (`inputs`) and the files only indexed
/// (`indexOnly`, the rest of their projects), in two passes with memory bounded per file:
/// 1. index every file. A reported file is parsed once, in full: its index entry comes from that
///    parse; with gestures its analysis is kept for pass 2, without (`GestureFreeFile`) its
///    engine diagnostics are made and its tokens and tree dropped. A file only indexed is skimmed
///    when it names no gesture (`DeclarationSkim`: declarations only), else parsed in full and
///    dropped. One `ProjectIndex` per scope (`IndexScopes`).
/// 2. for each reported file with gestures (or that a rule may still report on), in parallel:
///    run the enabled rules against its scope's index, apply its suppression comments, drop the
///    analysis.
/// Index-only files get no model and no rules (unless another file's rule asks for their model).
/// The result has one entry per input, in input order, and never depends on `jobs`.
public struct LintRun: Sendable {
    public var rules: [any Rule]
    public var settings: [String: RuleSettings]
    public var enabledRuleIDs: Set<String>
    public var knownRuleIDs: Set<String>
    public var jobs: Int
    /// Each file's minimum OS versions (configured, else inferred from the project); nil when unknown.
    public var deploymentTarget: @Sendable (SourceFile) -> DeploymentTarget?
    /// `check_previews`: keep findings in preview code.
    public var checkPreviews = false
    /// Files indexed but not reported: the rest of the reported files' projects.
    public var indexOnly: [LintInput] = []
    /// Which scopes see which; `LintInput.scope` indexes it.
    public var scopes: IndexScopes = .single
    /// Where `run` executes (for example a supervised worker process, so a trap loses one file,
    /// not the run); nil runs in this process.
    public var executor: (any LintExecutor)?
    /// Drop the bytes of files pass 2 does not check (index-only files, reported files without
    /// gestures) after pass 1, when they can be read again (`SourceFile.releaseBytes()`): a
    /// worker's memory then follows the checked files, not the run. Off by default: results keep
    /// their `SourceFile`, and reporters and `--fix` in the same process read it. A file is dropped
    /// by the thread that indexed it, so a `SourceFile` listed twice in a run is never dropped.
    public var releasesBytes = false
    /// The process ends after this run (a worker): the project indices and the kept analyses are
    /// left for the exit to reclaim instead of being freed piece by piece before the last result
    /// goes out (about 40 ms of one thread on a 94 MB corpus). Off by default.
    public var leavesMemoryToExit = false
    /// Reads the files the run was given by path only (a worker's request names them): pass 1
    /// calls it for each file it indexes, by position in `inputs` followed by `indexOnly`, on the
    /// thread that indexes it and before anything looks at the file's bytes, so each file is read
    /// once and reading overlaps the other thread's lexing. It returns the input to lint (the file
    /// read, with its `parse_error` when it is not UTF-8; or the input given, when it holds its
    /// bytes), or nil when the file cannot be read: the file is then left out of every index and
    /// gets no result (the reader reports its `io_error`). Nil: every input holds its bytes.
    public var readsInPassOne: (@Sendable (_ position: Int, _ given: LintInput) -> LintInput?)?

    public init(rules: [any Rule], settings: [String: RuleSettings], enabledRuleIDs: Set<String>, jobs: Int,
                deploymentTarget: @escaping @Sendable (SourceFile) -> DeploymentTarget? = { _ in nil }) {
        self.deploymentTarget = deploymentTarget
        self.rules = rules
        self.settings = settings
        self.enabledRuleIDs = enabledRuleIDs
        self.knownRuleIDs = Set(rules.map(\.description.id)).union(EngineRules.ids)
        self.jobs = max(1, jobs)
    }

    /// `progress` is called twice per reported file, from worker threads: once when the file is
    /// indexed and once when its rules have run.
    public func run(_ inputs: [LintInput], progress: (@Sendable () -> Void)? = nil) -> [FileResult] {
        if let executor { return executor.run(inputs, engine: self, progress: progress) }
        return runInProcess(inputs, progress: progress)
    }

    /// `run` in this process, ignoring `executor`.
    public func runInProcess(_ inputs: [LintInput], progress: (@Sendable () -> Void)? = nil) -> [FileResult] {
        run(inputs, plan: LintPlan(inputs: inputs.count, indexOnly: indexOnly.count), observer: nil, progress: progress).map { $0! }
    }

    /// A run of part of the files (`plan.parts`: `inputs`, then `indexOnly`): a file left out is not
    /// in any index, a file not checked gets no result (nil). A reported file is parsed in full
    /// whether checked or not, so the index is the whole run's. `observer` hears each file's
    /// stages, by its position in `inputs` followed by `indexOnly`.
    public func run(_ inputs: [LintInput], plan: LintPlan, observer: (any LintObserver)?,
                    progress: (@Sendable () -> Void)? = nil) -> [FileResult?] {
        precondition(plan.parts.count == inputs.count + indexOnly.count, "a plan names every input and index-only file")
        var linter = Linter(rules: rules.filter { enabledRuleIDs.contains($0.description.id) }, settings: settings,
                            deploymentTarget: deploymentTarget)
        linter.checkPreviews = checkPreviews
        let filter = SuppressionFilter(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
                                       severities: settings.mapValues(\.severity))
        let enabled = enabledRuleIDs
        var listed: [ObjectIdentifier: Int] = [:]
        if releasesBytes {
            for input in inputs + indexOnly { listed[ObjectIdentifier(input.file), default: 0] += 1 }
        }
        let droppable = listed
        let releases = releasesBytes
        /// `read`: the file pass 1 linted; a file read in pass 1 (not the one given) is this position's alone.
        let release: @Sendable (_ given: SourceFile, _ read: SourceFile) -> Void = { given, read in
            guard releases else { return }
            if read !== given || droppable[ObjectIdentifier(given)] == 1 { read.releaseBytes() }
        }
        let readsInPassOne = self.readsInPassOne
        let store = AnalysisStore()
        let all = inputs.map { ($0, true) } + indexOnly.map { ($0, false) }
        /// Engine diagnostics, rule selection and suppressions: the last step for every reported file.
        let finish: @Sendable (LintInput, FileAnalysis, [Diagnostic]) -> FileResult = { input, analysis, found in
            let raw = input.diagnostics + found
            let hasParseError = raw.contains { $0.ruleID == EngineRules.parseError }
            let selected = raw.filter { enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError }
            let kept = filter.apply(selected, file: analysis.file, tokens: analysis.tokens)
            return FileResult(file: input.file, diagnostics: kept.sorted(by: Diagnostic.outputOrder),
                              hasParseError: hasParseError)
        }
        // With a rule `GestureFreeFile` does not know, files without gestures are checked too.
        let early: (@Sendable (LintInput, FileAnalysis, [Diagnostic]) -> FileResult)? =
            GestureFreeFile.covers(linter.rules) ? finish : nil
        var entries = concurrentMap(Array(all.enumerated()), jobs: jobs, state: { ParseBuffers() }) {
            buffers, element -> IndexEntry? in
            let (position, (given, reported)) = element
            guard plan.parts[position] != .leaveOut else { return nil }
            observer?.willAnalyse(position)
            TestTrap.trapIfRequested(path: given.file.path, in: .analysis)
            var input = given
            if let readsInPassOne {
                guard let read = readsInPassOne(position, given) else { return nil }
                input = read
            }
            guard reported else {
                let entry = IndexEntry.indexOnly(input.file, buffers: buffers)
                release(given.file, input.file)
                observer?.didAnalyse(position)
                return entry
            }
            let entry = IndexEntry.reported(input, store: store, finish: early, buffers: buffers)
            if entry.engineResult != nil { release(given.file, input.file) }
            observer?.didAnalyse(position)
            if plan.parts[position] == .check { progress?() }
            return entry
        }
        // The declarations move from the entries into the index (pass 2 reads only the entries'
        // engine results), so each file's declaration arrays are freed as the index copies them.
        var files: [IndexedFile] = []
        var scopeOfFile: [Int] = []
        // In place: copying each whole entry out of the array (its file, result, input and every
        // declaration array, each retained and released) was a serial step of its own.
        files.reserveCapacity(entries.count)
        scopeOfFile.reserveCapacity(entries.count)
        entries.withUnsafeMutableBufferPointer { entries in
            for position in entries.indices where entries[position] != nil {
                files.append(IndexedFile(file: entries[position]!.file, declarations: entries[position]!.declarations,
                                         skimmed: entries[position]!.skimmed))
                entries[position]!.declarations = FileDeclarations()
                scopeOfFile.append(all[position].0.scope)
            }
        }
        let project = ScopeIndices(files: &files, scopeOfFile: scopeOfFile, scopes: scopes, store: store, jobs: jobs)
        let shared = SharedModels()
        // A file pass 1 could not read has no entry, and no result.
        let checked = inputs.indices.filter { plan.parts[$0] == .check && entries[$0] != nil }
        let done = concurrentMap(checked, jobs: jobs) { index -> FileResult in
            let entry = entries[index]!
            let input = entry.input ?? inputs[index]
            observer?.willCheck(index)
            let scopeIndex = project.index(forScope: input.scope)
            if let early = entry.engineResult, entry.gestureFree?.needsRules(input.file, in: scopeIndex) != true {
                progress?()
                observer?.didCheck(index, early)
                return early
            }
            let stage: ((String) -> Void)? = observer.flatMap { observer in
                observer.tracesStages(of: index) ? { observer.stage($0, of: index) } : nil
            }
            stage?("analysis")
            let analysis = store.kept(input.file) ?? FileAnalysis(file: input.file)
            let found = linter.check(analysis, in: scopeIndex, shared: shared, stage: stage)
            stage?("suppressions")
            let result = finish(input, analysis, found)
            progress?()
            observer?.didCheck(index, result)
            return result
        }
        var results = [FileResult?](repeating: nil, count: inputs.count)
        for (position, index) in checked.enumerated() { results[index] = done[position] }
        if leavesMemoryToExit { LeftToExit.keep([project, store, shared, entries]) }
        return results
    }
}

/// What `LintRun.leavesMemoryToExit` keeps until the process exits.
private enum LeftToExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ values: [Any]) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(values)
    }
}

/// How the indexing pass knew one file.
struct IndexEntry: Sendable {
    var file: SourceFile
    /// From a full parse, or for an index-only file without gestures from `DeclarationSkim`
    /// (whose node handles point into a dropped tree).
    var declarations: FileDeclarations
    var skimmed = false
    /// A reported file without gestures: its result when no rule applies (engine diagnostics).
    var engineResult: FileResult?
    /// A reported file without gestures: what decides whether a rule still applies.
    var gestureFree: GestureFreeFile?
    /// A reported file: its input as pass 1 linted it (read in pass 1, with its `parse_error`).
    var input: LintInput?

    /// Skims a file without gestures; parses any other in full and drops the analysis.
    /// `buffers`: the thread's parse storage.
    static func indexOnly(_ file: SourceFile, buffers: ParseBuffers? = nil) -> IndexEntry {
        let bytes = file.bytes
        let tokens = Tokenizer.tokenize(bytes)
        if !DeclarationSkim.namesGesture(tokens, bytes: bytes),
           let declarations = DeclarationSkim.declarations(of: file, tokens: tokens, reusing: buffers) {
            return IndexEntry(file: file, declarations: declarations, skimmed: true)
        }
        // Only the declarations are kept: the tree is transient.
        let declarations = SwiftParser.withTransientTree(bytes, tokens: tokens, reusing: buffers) { tree in
            FileDeclarations(tree: tree, file: file)
        }
        return IndexEntry(file: file, declarations: declarations)
    }

    /// Parses a reported file in full. With gestures, the analysis is kept in `store` for its
    /// rules; without, its engine result is made now (`finish` with no findings; with no
    /// `finish`, the file is analysed again in pass 2) and the analysis dropped.
    static func reported(_ input: LintInput, store: AnalysisStore,
                         finish: ((LintInput, FileAnalysis, [Diagnostic]) -> FileResult)?,
                         buffers: ParseBuffers? = nil) -> IndexEntry {
        let file = input.file
        let bytes = file.bytes
        let tokens = Tokenizer.tokenize(bytes)
        guard !DeclarationSkim.namesGesture(tokens, bytes: bytes) else {
            let analysis = FileAnalysis(file: file, tokens: tokens,
                                        tree: SwiftParser.parse(bytes, tokens: tokens, reusing: buffers), namesGesture: true)
            store.keep(analysis)
            return IndexEntry(file: file, declarations: analysis.declarations, input: input)
        }
        // Without gestures the analysis is dropped here (`finish` keeps none of it): the tree is
        // transient.
        return SwiftParser.withTransientTree(bytes, tokens: tokens, reusing: buffers) { tree in
            let analysis = FileAnalysis(file: file, tokens: tokens, tree: tree, namesGesture: false)
            guard let finish else { return IndexEntry(file: file, declarations: analysis.declarations, input: input) }
            return IndexEntry(file: file, declarations: analysis.declarations,
                              engineResult: finish(input, analysis, analysis.parseDiagnostics),
                              gestureFree: GestureFreeFile(analysis.declarations), input: input)
        }
    }
}

/// One `ProjectIndex` per distinct set of visible scopes.
struct ScopeIndices: Sendable {
    private var byScope: [Int: ProjectIndex] = [:]

    /// Takes `files` (left empty): a scope's files are handed to the last index that reads them,
    /// so with one set of visible scopes no file's declarations are held twice.
    init(files: inout [IndexedFile], scopeOfFile: [Int], scopes: IndexScopes, store: AnalysisStore, jobs: Int = 1) {
        var filesByScope: [Int: [IndexedFile]] = [:]
        var taken = files
        files = []
        for (position, scope) in scopeOfFile.enumerated() {
            filesByScope[scope, default: []].append(taken[position])
            taken[position] = IndexedFile(file: taken[position].file, declarations: FileDeclarations())
        }
        taken = []
        var visibleSets: [[Int]] = []
        // Not `visibleSets.contains`: a scan per scope, quadratic in a corpus of a thousand scopes.
        var knownSets: Set<[Int]> = []
        var visibleOfScope: [Int: [Int]] = [:]
        var readers: [Int: Int] = [:]
        for scope in Set(scopeOfFile).sorted() {
            let visible = scopes.seen(by: scope)
            visibleOfScope[scope] = visible
            guard knownSets.insert(visible).inserted else { continue }
            visibleSets.append(visible)
            for seen in visible { readers[seen, default: 0] += 1 }
        }
        // Each set's files are gathered first (in order, so a scope's files leave `filesByScope`
        // with their last reader), then the indices are built on `jobs` threads: the build is
        // serial otherwise, between the two parallel passes. Each build takes its list out of its
        // box, so a file's declarations are still freed once the last index has copied them.
        var lists: [FileList] = []
        for visible in visibleSets {
            var indexed: [IndexedFile] = []
            for seen in visible {
                readers[seen, default: 1] -= 1
                if readers[seen] == 0 {
                    indexed += filesByScope.removeValue(forKey: seen) ?? []
                } else {
                    indexed += filesByScope[seen] ?? []
                }
            }
            lists.append(FileList(indexed))
        }
        let built = concurrentMap(lists, jobs: jobs) { list in ProjectIndex(files: list.take(), store: store) }
        var byVisible: [[Int]: ProjectIndex] = [:]
        for (position, visible) in visibleSets.enumerated() { byVisible[visible] = built[position] }
        for (scope, visible) in visibleOfScope { byScope[scope] = byVisible[visible] }
    }

    /// One index's files, handed over once.
    private final class FileList: @unchecked Sendable {
        private var files: [IndexedFile]
        init(_ files: [IndexedFile]) { self.files = files }
        /// Called once, by the thread that builds the index.
        func take() -> [IndexedFile] {
            let taken = files
            files = []
            return taken
        }
    }

    func index(forScope scope: Int) -> ProjectIndex { byScope[scope] ?? .empty }
}

/// `concurrentMap` for the command line (reading files in parallel).
public enum Parallel {
    public static func map<Element, Result>(_ items: [Element], jobs: Int, _ transform: (Element) -> Result) -> [Result] {
        concurrentMap(items, jobs: jobs, transform)
    }
}
