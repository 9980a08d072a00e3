import Foundation

/// Builds a `GestureModel`: chains first, then their nesting, then gestures and callbacks.
struct ModelBuilder {
    let analysis: FileAnalysis
    let project: ProjectIndex
    let tree: SyntaxTree
    let file: SourceFile
    var chains: [ModifierChain] = []
    var attachments: [GestureAttachment] = []
    var gestures: [GestureBuilderValue] = []
    var callbacks: [GestureCallback] = []
    /// Expression node → gesture value id, so a value reached twice is one value. A flat table
    /// (perf13): every chain of a gesture file is asked about, and each ancestor of a gesture.
    /// Only this file's nodes are resolved (names are followed within the file).
    var resolvedGestures: NodeTable
    var resolving: Set<NodeID> = []
    var chainByNode: NodeTable
    var contentClosureOwner: NodeTable
    let writesWithoutGestures: Bool
    /// `mentionsGestures(analysis)`, found once per file.
    let hasGestures: Bool
    let typeNames: EnclosingTypeNames
    let ancestors: AncestorIndex
    let localBindings: LocalBindings
    /// The one lock of the model's lazy parts (`Lazy`), which share the caches above.
    let lazyLock = NSLock()

    init(analysis: FileAnalysis, project: ProjectIndex, writesWithoutGestures: Bool = false, mentionsGestures: Bool? = nil) {
        self.analysis = analysis
        self.project = project
        self.writesWithoutGestures = writesWithoutGestures
        hasGestures = mentionsGestures ?? Self.mentionsGestures(analysis)
        self.tree = analysis.tree
        self.file = analysis.file
        chainByNode = NodeTable(nodeCount: analysis.tree.nodes.count)
        resolvedGestures = NodeTable(nodeCount: analysis.tree.nodes.count)
        contentClosureOwner = NodeTable(nodeCount: analysis.tree.nodes.count)
        localBindings = LocalBindings(nodeCount: analysis.tree.nodes.count)
        let ancestors = AncestorIndex(tree: analysis.tree, file: analysis.file)
        self.ancestors = ancestors
        self.typeNames = EnclosingTypeNames(tree: analysis.tree, file: analysis.file, ancestors: ancestors)
    }

    mutating func build() {
        guard !tree.nodes.isEmpty else { return }
        if hasGestures {
            collectChains()
            linkContainers()
            collectAttachments()
            collectFreeGestures()
        }
    }

    /// Whether the model has `propertyWrites` to find (they are found on first use).
    var collectsWrites: Bool { !tree.nodes.isEmpty && (hasGestures || writesWithoutGestures) }

    /// Whether any identifier contains `esture` (`Gesture`, `gesture`, `onTapGesture`,
    /// `DragGesture`, `@GestureState`...). Every gesture the model describes is named by such a
    /// word in its file, so a file without one (most of a project, and every interface file)
    /// has no chains, attachments or gestures, found without building them.
    static func mentionsGestures(_ analysis: FileAnalysis) -> Bool {
        analysis.namesGesture ?? DeclarationSkim.namesGesture(analysis.tokens, bytes: analysis.file.bytes)
    }

    static let attachNames: Set<String> = [
        "gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture", "onLongPressGesture",
    ]

    /// Qualified name of the type or extension around `node` (outer types joined with `.`).
    static func enclosingType(of node: NodeID, tree: SyntaxTree, file: SourceFile) -> String? {
        var names: [String] = []
        for ancestor in tree.ancestors(node) where tree.kind(ancestor) == .typeDecl {
            if tree.keywordIs(ancestor, "extension", in: file) {
                if let type = tree.firstChild(ancestor, ofKind: .type) {
                    names.append(TypeText.baseName(tree.text(type, in: file)))
                }
                break
            }
            if let name = tree.name(ancestor, in: file) { names.append(name) }
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// `enclosingType(of:tree:file:)`, cached per type declaration.
    func enclosingType(of node: NodeID) -> String? { typeNames.name(around: node) }

    func text(_ node: NodeID) -> String { tree.text(node, in: file) }
    func name(_ node: NodeID) -> String? { tree.name(node, in: file) }

    /// One loop over the call's children (perf13): not `tree.arguments(of:)` and a `map` of it,
    /// which made two arrays per call of every gesture file.
    func callArguments(_ call: NodeID) -> [CallArgument] {
        let count = tree.childCount(call)
        guard count > 1 else { return [] }
        var result: [CallArgument] = []
        result.reserveCapacity(count - 1)
        for position in 1..<count {
            guard let argument = tree.child(call, position), tree.kind(argument) == .argument else { continue }
            let value = tree.value(of: argument)
            let label = tree.nameToken(argument)
            result.append(CallArgument(
                label: label.map { tree.identifierText($0, in: file) }, labelRange: label?.range, value: value,
                range: tree.range(argument),
                isTrailingClosure: tree[argument].flags.contains(.trailingClosure),
                closure: value.flatMap { tree.kind($0) == .closure ? $0 : nil }))
        }
        return result
    }
}

/// A gesture value while the model is being built (callbacks are added as chains are walked).
struct GestureBuilderValue {
    var id: Int
    var kind: GestureValue.Kind
    var origin: GestureValue.Origin
    var nameRange: Range<Int>?
    var arguments: [CallArgument]
    var components: [Int]
    var callbacks: [Int] = []
    var modifiers: [Modifier] = []
    var parent: Int?
    var resolvedThrough: [Range<Int>]
    var node: NodeID?

    func freeze() -> GestureValue {
        GestureValue(id: id, kind: kind, origin: origin, nameRange: nameRange, arguments: arguments,
                     components: components, callbacks: callbacks, modifiers: modifiers, parent: parent,
                     resolvedThrough: resolvedThrough, node: node)
    }
}
