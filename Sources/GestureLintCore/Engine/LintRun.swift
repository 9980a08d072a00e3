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
        var linter = Linter(rules: rules.filter { enabledRuleIDs.contains($0.description.id) }, settings: settings,
                            deploymentTarget: deploymentTarget)
        linter.checkPreviews = checkPreviews
        let filter = SuppressionFilter(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
                                       severities: settings.mapValues(\.severity))
        let store = AnalysisStore()
        let all = inputs.map { ($0, true) } + indexOnly.map { ($0, false) }
        let scopeOfFile = all.map(\.0.scope)
        var (indices, skimFingerprints) = Self.index(all, scopeOfFile: scopeOfFile, scopes: scopes, store: store,
                                                     jobs: jobs, progress: progress)
        let enabled = enabledRuleIDs
        var shared = SharedModels()
        var pending = Array(inputs.indices)
        var results = [FileResult?](repeating: nil, count: inputs.count)
        var corrections: [Int: FileDeclarations] = [:]
        // Normally one round. A skimmed file whose full parse reads its declarations differently
        // (possible only where the parser recovers from an error) corrects the index, and the
        // files that see it are checked again, so the output is the full parse's.
        while !pending.isEmpty {
            let project = indices
            let fingerprints = skimFingerprints
            let checked = concurrentMap(pending, jobs: jobs) { index -> (FileResult, FileDeclarations?) in
                let input = inputs[index]
                let analysis = store.kept(input.file) ?? FileAnalysis(file: input.file)
                var corrected: FileDeclarations?
                if let fingerprint = fingerprints[index], fingerprint != analysis.declarations.indexFingerprint {
                    corrected = analysis.declarations
                }
                let raw = input.diagnostics + linter.check(analysis, in: project.index(forScope: input.scope), shared: shared)
                let hasParseError = raw.contains { $0.ruleID == EngineRules.parseError }
                let selected = raw.filter { enabled.contains($0.ruleID) || $0.ruleID == EngineRules.ioError }
                let kept = filter.apply(selected, file: analysis.file, tokens: analysis.tokens)
                progress?()
                return (FileResult(file: input.file, diagnostics: kept.sorted(by: Diagnostic.outputOrder),
                                   hasParseError: hasParseError), corrected)
            }
            var correctedScopes: Set<Int> = []
            for (position, index) in pending.enumerated() {
                results[index] = checked[position].0
                if let declarations = checked[position].1 {
                    corrections[index] = declarations
                    skimFingerprints[index] = nil
                    correctedScopes.insert(inputs[index].scope)
                }
            }
            guard !correctedScopes.isEmpty else { break }
            // Rare: index again (skims are not kept), with the full parse's declarations where they differ.
            (indices, _) = Self.index(all, scopeOfFile: scopeOfFile, scopes: scopes, store: store, jobs: jobs,
                                      progress: nil, corrections: corrections)
            shared = SharedModels()
            // Check again only the files that can ask the index about what changed: they name a
            // changed member or its owner (every lookup is by name), and have gesture code or
            // `@State` properties (the model's lookups; state_should_be_gesture_state's).
            let changed = zip(pending, checked).compactMap { index, outcome in outcome.1.map { ($0, inputs[index].file) } }
            let names = Self.changedNames(newly: changed.map(\.0), files: changed.map(\.1))
            pending = inputs.indices.filter { index in
                let bytes = inputs[index].file.bytes
                return !correctedScopes.isDisjoint(with: scopes.seen(by: inputs[index].scope))
                    && (Self.contains(bytes, "esture") || Self.contains(bytes, "State"))
                    && (names.map { names in names.contains { Self.contains(bytes, $0) } } ?? true)
            }
        }
        return results.map { $0! }
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
    static func index(_ all: [(LintInput, Bool)], scopeOfFile: [Int], scopes: IndexScopes, store: AnalysisStore, jobs: Int,
                      progress: (@Sendable () -> Void)?, corrections: [Int: FileDeclarations] = [:]) -> (ScopeIndices, [Int?]) {
        let entries = concurrentMap(Array(all.enumerated()), jobs: jobs) { position, item -> IndexEntry in
            let (input, reported) = item
            if let corrected = corrections[position] { return IndexEntry(file: input.file, source: .full(corrected)) }
            let entry = IndexEntry.make(input.file, keepAnalysis: reported, in: store)
            if reported { progress?() }
            return entry
        }
        let fingerprints: [Int?] = entries.map { entry in
            if case .skimmed(let declarations) = entry.source { return declarations.indexFingerprint }
            return nil
        }
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
