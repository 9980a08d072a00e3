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
/// 1. index every file: a file without gestures is skimmed (`DeclarationSkim`: declarations
///    only, tokens and tree dropped); a file with gestures is analysed in full, and the analysis
///    is kept only when the file is reported. One `ProjectIndex` per scope (`IndexScopes`).
/// 2. for each reported file, in parallel: analyse it (or take the kept analysis), run the
///    enabled rules against its scope's index, apply its suppression comments, drop the analysis.
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
    /// in any index, a file not checked gets no result (nil). `observer` hears each file's stages,
    /// by its position in `inputs` followed by `indexOnly`.
    public func run(_ inputs: [LintInput], plan: LintPlan, observer: (any LintObserver)?,
                    progress: (@Sendable () -> Void)? = nil) -> [FileResult?] {
        precondition(plan.parts.count == inputs.count + indexOnly.count, "a plan names every input and index-only file")
        var linter = Linter(rules: rules.filter { enabledRuleIDs.contains($0.description.id) }, settings: settings,
                            deploymentTarget: deploymentTarget)
        linter.checkPreviews = checkPreviews
        let filter = SuppressionFilter(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
                                       severities: settings.mapValues(\.severity))
        let store = AnalysisStore()
        let all = inputs + indexOnly
        let indexed = LintPlan.IndexedFiles(all: all, plan: plan)
        var (indices, skimFingerprints) = Self.index(indexed, scopes: scopes, store: store, jobs: jobs,
                                                     observer: observer, progress: progress)
        let enabled = enabledRuleIDs
        var shared = SharedModels()
        var pending = inputs.indices.filter { plan.parts[$0] == .check }
        // Checked by an earlier run: parsed in full again when skimmed, for the same corrections.
        var verify = inputs.indices.filter { plan.parts[$0] == .checkedBefore && skimFingerprints[$0] != nil }
        var results = [FileResult?](repeating: nil, count: inputs.count)
        var corrections: [Int: FileDeclarations] = [:]
        // Normally one round. A skimmed file whose full parse reads its declarations differently
        // (possible only where the parser recovers from an error) corrects the index, and the
        // files that see it are checked again, so the output is the full parse's.
        while !pending.isEmpty || !verify.isEmpty {
            let project = indices
            let fingerprints = skimFingerprints
            let checked = concurrentMap(pending, jobs: jobs) { index -> (FileResult, FileDeclarations?) in
                let input = inputs[index]
                observer?.willCheck(index)
                let stage: ((String) -> Void)? = observer.flatMap { observer in
                    observer.tracesStages(of: index) ? { observer.stage($0, of: index) } : nil
                }
                stage?("analysis")
                let analysis = store.kept(input.file) ?? FileAnalysis(file: input.file)
                var corrected: FileDeclarations?
                if let fingerprint = fingerprints[index], fingerprint != analysis.declarations.indexFingerprint {
                    corrected = analysis.declarations
                }
                let raw = input.diagnostics + linter.check(analysis, in: project.index(forScope: input.scope), shared: shared,
                                                           stage: stage)
                let hasParseError = raw.contains { $0.ruleID == EngineRules.parseError }
                let selected = raw.filter { enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError }
                stage?("suppressions")
                let kept = filter.apply(selected, file: analysis.file, tokens: analysis.tokens)
                progress?()
                let result = FileResult(file: input.file, diagnostics: kept.sorted(by: Diagnostic.outputOrder),
                                        hasParseError: hasParseError)
                observer?.didCheck(index, result)
                return (result, corrected)
            }
            let verified = concurrentMap(verify, jobs: jobs) { index -> FileDeclarations? in
                observer?.willAnalyse(index)
                let declarations = FileAnalysis(file: inputs[index].file).declarations
                observer?.didAnalyse(index)
                return declarations.indexFingerprint != fingerprints[index] ? declarations : nil
            }
            var changed: [(FileDeclarations, SourceFile)] = []
            var correctedScopes: Set<Int> = []
            for (position, index) in pending.enumerated() { results[index] = checked[position].0 }
            for (index, declarations) in zip(pending + verify, checked.map(\.1) + verified) {
                guard let declarations else { continue }
                corrections[index] = declarations
                skimFingerprints[index] = nil
                correctedScopes.insert(inputs[index].scope)
                changed.append((declarations, inputs[index].file))
            }
            verify = []
            guard !correctedScopes.isEmpty else { break }
            // Rare: index again (skims are not kept), with the full parse's declarations where they differ.
            (indices, _) = Self.index(indexed, scopes: scopes, store: store, jobs: jobs, observer: nil,
                                      progress: nil, corrections: corrections)
            shared = SharedModels()
            // Check again only the files that can ask the index about what changed: they name a
            // changed member or its owner (every lookup is by name), and have gesture code or
            // `@State` properties (the model's lookups; state_should_be_gesture_state's).
            let names = Self.changedNames(newly: changed.map(\.0), files: changed.map(\.1))
            pending = inputs.indices.filter { index in
                let bytes = inputs[index].file.bytes
                return plan.parts[index] == .check
                    && !correctedScopes.isDisjoint(with: scopes.seen(by: inputs[index].scope))
                    && (Self.contains(bytes, "esture") || Self.contains(bytes, "State"))
                    && (names.map { names in names.contains { Self.contains(bytes, $0) } } ?? true)
            }
            // Their results so far are void (a supervisor that loses this run must check them again).
            for index in pending { observer?.willCheckAgain(index) }
        }
        return results
    }

    /// The names of members (and their owners' last name components) whose index entries differ
    /// between each file's skim and its full parse; nil when a type declaration differs (a
    /// conformance can reach files that never name it: check every file).
    static func changedNames(newly full: [FileDeclarations], files: [SourceFile]) -> [String]? {
        var names: Set<String> = []
        for (declarations, file) in zip(full, files) {
            guard let skim = DeclarationSkim.declarations(of: file) else { return nil }
            guard skim.types.map(\.name) == declarations.types.map(\.name),
                  skim.indexContent.filter({ $0.hasPrefix("type ") }) == declarations.indexContent.filter({ $0.hasPrefix("type ") })
            else { return nil }
            let before = Set(skim.indexContent), after = Set(declarations.indexContent)
            let changed = before.symmetricDifference(after)
            func add(_ name: String, _ owner: String?) {
                names.insert(name)
                if let owner, let last = owner.split(separator: ".").last { names.insert(String(last)) }
            }
            for p in skim.properties + declarations.properties {
                if changed.contains(where: { $0.hasPrefix("property \(p.ownerType ?? "-").\(p.name) ") }) { add(p.name, p.ownerType) }
            }
            for f in skim.functions + declarations.functions {
                if changed.contains(where: { $0.hasPrefix("func \(f.ownerType ?? "-").\(f.selector) ") }) { add(f.name, f.ownerType) }
            }
        }
        return Array(names)
    }

    /// Whether `word` occurs anywhere in `bytes` (comments and strings included: a superset).
    static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        word.withUTF8Buffer { contains(bytes, Array($0)) }
    }

    static func contains(_ bytes: [UInt8], _ word: String) -> Bool { contains(bytes, Array(word.utf8)) }

    static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        let length = pattern.count
        guard length > 0, bytes.count >= length else { return length == 0 }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - length
            while index <= last {
                if buffer[index] == pattern[0] {
                    var offset = 1
                    while offset < length, buffer[index + offset] == pattern[offset] { offset += 1 }
                    if offset == length { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Pass 1: every file's index entry, then one index per set of visible scopes. Returns, per
    /// file, the fingerprint of its skimmed declarations (nil when parsed in full), so pass 2 can
    /// check the skim without keeping it; the entries themselves live only in the indices.
    static func index(_ indexed: LintPlan.IndexedFiles, scopes: IndexScopes, store: AnalysisStore, jobs: Int,
                      observer: (any LintObserver)?, progress: (@Sendable () -> Void)?,
                      corrections: [Int: FileDeclarations] = [:]) -> (ScopeIndices, [Int?]) {
        let entries = concurrentMap(indexed.positions, jobs: jobs) { position -> IndexEntry in
            let input = indexed.all[position]
            if let corrected = corrections[position] { return IndexEntry(file: input.file, source: .full(corrected)) }
            observer?.willAnalyse(position)
            TestTrap.trapIfRequested(path: input.file.path, in: .analysis)
            let checked = indexed.plan.parts[position] == .check
            let entry = IndexEntry.make(input.file, keepAnalysis: checked, in: store)
            observer?.didAnalyse(position)
            if checked { progress?() }
            return entry
        }
        var fingerprints = [Int?](repeating: nil, count: indexed.all.count)
        for (position, entry) in zip(indexed.positions, entries) {
            if case .skimmed(let declarations) = entry.source { fingerprints[position] = declarations.indexFingerprint }
        }
        let scopeOfFile = indexed.positions.map { indexed.all[$0].scope }
        return (ScopeIndices(entries: entries, scopeOfFile: scopeOfFile, scopes: scopes, store: store), fingerprints)
    }
}

/// How the indexing pass knew one file.
struct IndexEntry: Sendable {
    enum Source: Sendable {
        /// From `DeclarationSkim`; node handles point into a dropped tree.
        case skimmed(FileDeclarations)
        /// From a full parse.
        case full(FileDeclarations)
    }

    var file: SourceFile
    var source: Source

    var declarations: FileDeclarations {
        switch source {
        case .skimmed(let declarations), .full(let declarations): return declarations
        }
    }

    /// Skims a file without gestures; analyses any other in full, keeping the analysis in `store`
    /// when `keepAnalysis` (a reported file's rules will need its tree).
    static func make(_ file: SourceFile, keepAnalysis: Bool, in store: AnalysisStore) -> IndexEntry {
        let tokens = Tokenizer.tokenize(file.bytes)
        if !DeclarationSkim.namesGesture(tokens, bytes: file.bytes),
           let declarations = DeclarationSkim.declarations(of: file, tokens: tokens) {
            return IndexEntry(file: file, source: .skimmed(declarations))
        }
        let analysis = FileAnalysis(file: file, tokens: tokens)
        if keepAnalysis { store.keep(analysis) }
        return IndexEntry(file: file, source: .full(analysis.declarations))
    }
}

/// One `ProjectIndex` per distinct set of visible scopes.
struct ScopeIndices: Sendable {
    private var byScope: [Int: ProjectIndex] = [:]

    init(entries: [IndexEntry], scopeOfFile: [Int], scopes: IndexScopes, store: AnalysisStore) {
        var filesByScope: [Int: [IndexedFile]] = [:]
        for (entry, scope) in zip(entries, scopeOfFile) {
            filesByScope[scope, default: []].append(IndexedFile(file: entry.file, declarations: entry.declarations))
        }
        var byVisible: [[Int]: ProjectIndex] = [:]
        for scope in Set(scopeOfFile) {
            let visible = scopes.seen(by: scope)
            if let index = byVisible[visible] {
                byScope[scope] = index
                continue
            }
            let index = ProjectIndex(files: visible.flatMap { filesByScope[$0] ?? [] }, store: store)
            byVisible[visible] = index
            byScope[scope] = index
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
