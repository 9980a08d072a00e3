/// The gesture model of one file, resolved against the project index: modifier chains and how
/// they nest, gesture attachments, gesture values down to their base types, callbacks and the
/// properties they read and write. Built once per file before rules run; read-only afterwards.
public final class GestureModel: @unchecked Sendable {
    public let analysis: FileAnalysis
    public let project: ProjectIndex
    /// Every modifier chain (view and gesture expressions), in source order of their start.
    public let chains: [ModifierChain]
    public let attachments: [GestureAttachment]
    /// Every gesture value found (attached or not), compositions and their components included.
    public let gestures: [GestureValue]
    public let callbacks: [GestureCallback]
    /// Every assignment in the file whose target resolves to a property (inside callbacks or not).
    /// Found on first use (`Lazy`): most files' rules never ask.
    public var propertyWrites: [PropertyWrite] { writes.value }
    private let writes: Lazy<[PropertyWrite]>
    private let childrenByChain: [[Int]]
    /// Body block of a function/getter → chains at its statement level (helper views).
    private let rootChainsByBody: [NodeID: [Int]]
    /// Per node, its innermost `#if` clause ancestor (-1: none); empty when the file has no `#if`.
    private let ifConfigClauses: [Int32]
    /// A chain's outermost node → its id.
    private let chainByNode: NodeTable
    /// Each chain's attachments, in source order (rules ask per chain, many times per file).
    private let attachmentsByChain: [[GestureAttachment]]
    /// Per block, its `guard` statements in order (made on first use): availability scopes ask
    /// for the guards before a node, and a file's top level can hold thousands of declarations.
    private let guardsByBlock: OnceValue<[Int32: [NodeID]]>
    /// `effects(of:)`: several rules ask for the same callbacks' effects.
    let effectsByNode = Memo<NodeID, ActionEffects>()
    /// "Is this project view type a control?" (`isControl`): a file with many instances of a
    /// custom view costs one look at its body.
    let isCustomControlByName = Memo<String, Bool>()
    /// `descendants(of:)`.
    private let descendantsByChain = Memo<Int, [Int]>()

    /// - Parameter writesWithoutGestures: also collect `propertyWrites` when the file names no
    ///   gesture at all (for a rule that follows a property into its type's other files).
    public convenience init(analysis: FileAnalysis, project: ProjectIndex, writesWithoutGestures: Bool = false) {
        self.init(analysis: analysis, project: project, writesWithoutGestures: writesWithoutGestures,
                  mentionsGestures: ModelBuilder.mentionsGestures(analysis))
    }

    /// - Parameter mentionsGestures: `ModelBuilder.mentionsGestures(analysis)`, when the caller
    ///   already has it (a scan of every token of the file: `SharedModels` asks it first).
    init(analysis: FileAnalysis, project: ProjectIndex, writesWithoutGestures: Bool, mentionsGestures: Bool) {
        self.analysis = analysis
        self.project = project
        var builder = ModelBuilder(analysis: analysis, project: project, writesWithoutGestures: writesWithoutGestures,
                                   mentionsGestures: mentionsGestures)
        builder.build()
        chains = builder.chains
        chainByNode = builder.chainByNode
        attachments = builder.attachments
        var attached = [[GestureAttachment]](repeating: [], count: builder.chains.count)
        for attachment in builder.attachments where attachment.chain < attached.count { attached[attachment.chain].append(attachment) }
        attachmentsByChain = attached
        gestures = builder.gestures.map { $0.freeze() }
        callbacks = builder.callbacks
        if builder.collectsWrites {
            let collector = AccessCollector(model: builder)
            let root = analysis.tree.root
            writes = Lazy(sharing: builder.lazyLock) { collector.writes(in: root, locals: []) }
        } else {
            writes = Lazy([])
        }
        var children = [[Int]](repeating: [], count: builder.chains.count)
        for index in builder.chains.indices {
            if let container = builder.chains[index].container { children[container.chain].append(builder.chains[index].id) }
        }
        childrenByChain = children
        var roots: [NodeID: [Int]] = [:]
        let tree = analysis.tree
        for chain in builder.chains where chain.container == nil {
            // Statement-level only: `Text("a")` in a getter, not `Circle()` inside `.overlay(Circle())`.
            guard let parent = tree.parent(chain.node), Self.holdsStatementChains(tree.kind(parent)) else { continue }
            var outermostBlock: NodeID?
            for ancestor in tree.ancestors(chain.node) {
                let kind = tree.kind(ancestor)
                if kind == .codeBlock { outermostBlock = ancestor }
                if kind == .closure || kind == .functionDecl || kind == .accessor || kind == .typeDecl { break }
            }
            if let body = outermostBlock { roots[body, default: []].append(chain.id) }
        }
        rootChainsByBody = roots
        ifConfigClauses = Self.innermostIfConfigClauses(tree)
        guardsByBlock = OnceValue { [tree] in
            var guards: [Int32: [NodeID]] = [:]
            for index in tree.nodes.indices where tree.nodes[index].kind == .guardStmt {
                guards[tree.nodes[index].parent, default: []].append(NodeID(index))
            }
            return guards
        }
    }

    /// A switch, not `[...].contains`: that made an array for every chain of the file.
    private static func holdsStatementChains(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlock, .returnStmt, .ifConfigClause: return true
        default: return false
        }
    }

    /// The innermost `#if` clause strictly around `node`, in constant time: walking the parents of
    /// a modifier is linear in the chain's length (each link is one level deeper).
    public func ifConfigClause(around node: NodeID) -> NodeID? {
        guard !ifConfigClauses.isEmpty else { return nil }
        let found = ifConfigClauses[node.index]
        return found < 0 ? nil : NodeID(Int(found))
    }

    /// One pass from the highest index down: a parent's index is above its children's (see `AncestorIndex`).
    private static func innermostIfConfigClauses(_ tree: SyntaxTree) -> [Int32] {
        let nodes = tree.nodes
        guard nodes.contains(where: { $0.kind == .ifConfigClause }) else { return [] }
        var result = [Int32](repeating: -1, count: nodes.count)
        var index = nodes.count - 1
        while index >= 0 {
            let parent = Int(nodes[index].parent)
            if parent >= 0 { result[index] = nodes[parent].kind == .ifConfigClause ? Int32(parent) : result[parent] }
            index -= 1
        }
        return result
    }

    public var tree: SyntaxTree { analysis.tree }
    public var file: SourceFile { analysis.file }

    public func text(_ range: Range<Int>) -> String { file.text(range) }
    public func text(_ node: NodeID) -> String { file.text(tree.range(node)) }

    // MARK: - Chains and nesting

    /// Chains directly inside `chain`'s content closures, followed through same-type helper
    /// properties/functions named there (`VStack { header }`), in source order.
    public func children(of chain: Int) -> [Int] {
        var result = childrenByChain[chain]
        for child in childrenByChain[chain] {
            let candidate = chains[child]
            guard candidate.modifiers.isEmpty, candidate.base.kind == .reference || candidate.base.kind == .call,
                  var name = candidate.base.name else { continue }
            if name.hasPrefix("self.") { name.removeFirst(5) }
            result.append(contentsOf: helperRoots(named: name, in: candidate.enclosingType))
        }
        return result
    }

    /// All chains below `chain`, transitively (cycles through helpers are cut). Kept per chain: the
    /// tap and accessibility rules ask it of the same containers many times.
    public func descendants(of chain: Int) -> [Int] {
        descendantsByChain.answer(chain) { collectDescendants(of: chain) }
    }

    private func collectDescendants(of chain: Int) -> [Int] {
        var seen: Set<Int> = [chain]
        var result: [Int] = []
        var pending = children(of: chain)
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending.append(contentsOf: children(of: next))
        }
        return result.sorted()
    }

    /// Containers from the innermost outwards.
    public func ancestors(of chain: Int) -> [Int] {
        var result: [Int] = []
        var current = chains[chain].container?.chain
        while let next = current, !result.contains(next) {
            result.append(next)
            current = chains[next].container?.chain
        }
        return result
    }

    /// The statement-level chains of a same-file helper (`var header: some View { ... }`, `func row() -> some View`).
    func helperRoots(named name: String, in type: String?) -> [Int] {
        guard let type else { return [] }
        var result: [Int] = []
        if let property = project.property(name, in: type), property.site.file === file, let body = property.getterBody {
            result += rootChainsByBody[body] ?? []
        }
        for function in project.functions(named: name, in: type) where function.site.file === file {
            if let body = function.body { result += rootChainsByBody[body] ?? [] }
        }
        return result
    }

    public func attachments(on chain: Int) -> [GestureAttachment] {
        attachmentsByChain.indices.contains(chain) ? attachmentsByChain[chain] : []
    }

    /// The chain whose outermost expression is `node`, if any.
    public func chain(at node: NodeID) -> ModifierChain? { chainByNode[node].map { chains[$0] } }

    /// The id of the chain whose outermost node is `node`, from a table built once.
    public func chainID(at node: NodeID) -> Int? { chainByNode[node] }

    // MARK: - Gestures

    /// The base gestures of a (possibly composed) value, in order.
    public func baseGestures(of gesture: Int) -> [Int] {
        let value = gestures[gesture]
        if value.components.isEmpty { return [gesture] }
        return value.components.flatMap { baseGestures(of: $0) }
    }

    /// Whether the value or any component is continuous (drag, magnify, rotate).
    public func isContinuous(_ gesture: Int) -> Bool {
        baseGestures(of: gesture).contains { gestures[$0].type?.isContinuous == true }
    }

    /// The outermost composition containing `gesture` (itself when it is not composed).
    public func root(of gesture: Int) -> Int {
        var current = gesture
        while let parent = gestures[current].parent { current = parent }
        return current
    }

    /// The attachments whose gesture is `gesture` or contains it.
    public func attachments(of gesture: Int) -> [GestureAttachment] {
        let top = root(of: gesture)
        return attachments.filter { $0.gesture == top }
    }

    public func callbacks(of gesture: Int) -> [GestureCallback] { gestures[gesture].callbacks.map { callbacks[$0] } }

    // MARK: - Context

    /// The qualified name of the type (or extended type) whose declaration contains `node`.
    public func enclosingType(of node: NodeID) -> String? { ModelBuilder.enclosingType(of: node, tree: tree, file: file) }

    /// A property visible from `node` by this name: a member of the enclosing type (any file), else a global.
    public func property(named name: String, at node: NodeID) -> PropertyDeclaration? {
        project.property(name, in: enclosingType(of: node)) ?? project.property(name, in: nil)
    }

    /// The platform versions guaranteed at `node` (the `raised` part of its availability scope).
    public func availability(at node: NodeID) -> AvailabilityContext {
        let raised = availabilityScope(at: node).raised
        return AvailabilityContext(platforms: raised.map { PlatformVersion(platform: $0.key.rawValue, major: $0.value.major,
                                                                           minor: $0.value.minor) }.sorted())
    }

    /// Everything known at `node` about the systems that run it: guards, fallbacks, `@available`
    /// and `#if os(...)` (see `AvailabilityScope`).
    public func availabilityScope(at node: NodeID) -> AvailabilityScope {
        AvailabilityScopeResolver(tree: tree, file: file, guardsByBlock: guardsByBlock.value).scope(at: node)
    }

    /// The availability scope of the innermost node holding byte `offset` (a token's start).
    public func availabilityScope(atOffset offset: Int) -> AvailabilityScope {
        guard let node = tree.node(containing: offset) else { return AvailabilityScope() }
        return availabilityScope(at: node)
    }
}
