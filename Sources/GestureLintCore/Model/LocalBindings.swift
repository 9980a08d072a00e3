/// The names each block and closure binds, computed once per block, so resolving every access in
/// a long callback does not rescan the statements before it (linear, not quadratic, in its length).
/// One per `ModelBuilder`: used by one thread.
///
/// Per node, the answers are found through flat tables over the file's nodes (`NodeTable`), not
/// dictionaries keyed by node, and an empty answer (most view-building closures and blocks bind
/// nothing) is known without hashing the name asked about (perf10).
final class LocalBindings {
    private var declaredByBlock: NodeTable
    private var declared: [[String: Int]] = []
    private var closureNamesByNode: NodeTable
    private var closureNames: [Set<String>] = []

    /// For a tree of `nodeCount` nodes (the tables are allocated on their first store).
    init(nodeCount: Int) {
        declaredByBlock = NodeTable(nodeCount: nodeCount)
        closureNamesByNode = NodeTable(nodeCount: nodeCount)
    }

    /// Whether a `let`/`var` or `guard` statement of `block` that starts before `offset` binds `name`.
    func declaresBefore(_ name: String, in block: NodeID, offset: Int, collector: AccessCollector) -> Bool {
        let slot: Int
        if let known = declaredByBlock[block] {
            slot = known
        } else {
            slot = declared.count
            declared.append(Self.declarations(of: block, collector: collector))
            declaredByBlock[block] = slot
        }
        guard !declared[slot].isEmpty, let first = declared[slot][name] else { return false }
        return first < offset
    }

    /// Whether `name` is one of a closure's parameter names and capture-list names.
    func closureBinds(_ name: String, _ closure: NodeID, collector: AccessCollector) -> Bool {
        let slot: Int
        if let known = closureNamesByNode[closure] {
            slot = known
        } else {
            slot = closureNames.count
            closureNames.append(Self.closureNames(closure, collector: collector))
            closureNamesByNode[closure] = slot
        }
        return !closureNames[slot].isEmpty && closureNames[slot].contains(name)
    }

    /// A closure's parameter names and capture-list names.
    private static func closureNames(_ closure: NodeID, collector: AccessCollector) -> Set<String> {
        let tree = collector.tree
        var names: Set<String> = []
        for child in tree.children(closure) where tree.kind(child) == .closureParameter {
            if let name = tree.name(child, in: collector.file) { names.insert(name) }
        }
        if let captures = tree.firstChild(closure, ofKind: .captureList) { names.formUnion(collector.captureNames(captures)) }
        return names
    }

    /// Name → start of the first statement of `block` binding it (as `AccessCollector.binds` and
    /// `bindsInConditions` decide for `let`/`var` and `guard`).
    private static func declarations(of block: NodeID, collector: AccessCollector) -> [String: Int] {
        let tree = collector.tree
        var first: [String: Int] = [:]
        for statement in tree.statements(of: block) {
            let start = tree.range(statement).lowerBound
            var names: [String] = []
            switch tree.kind(statement) {
            case .variableDecl:
                for binding in tree.children(statement) where tree.kind(binding) == .patternBinding {
                    if let pattern = tree.child(binding, 0) { names += boundNames(pattern, collector) }
                }
            case .guardStmt:
                for child in tree.children(statement) {
                    switch tree.kind(child) {
                    case .condition:
                        if let keyword = tree.keywordToken(child), !collector.file.bytes(keyword.range, equal: "#available"),
                           let pattern = tree.child(child, 0) {
                            names += boundNames(pattern, collector)
                        } else if tree.keywordToken(child) == nil, let pattern = tree.child(child, 0),
                                  tree.kind(pattern) == .bindingPattern {
                            names += boundNames(pattern, collector)
                        }
                    case .casePattern:
                        names += boundNames(child, collector)
                    default:
                        continue
                    }
                }
            default:
                continue
            }
            for name in names where first[name].map({ start < $0 }) ?? true { first[name] = start }
        }
        return first
    }

    /// Every name `AccessCollector.binds(_:_:)` would find in `pattern`.
    static func boundNames(_ pattern: NodeID, _ collector: AccessCollector) -> [String] {
        let tree = collector.tree
        var names: [String] = []
        tree.walk(pattern) { node in
            if tree.kind(node) == .identifier {
                if let parent = tree.parent(node), tree.kind(parent) == .call, tree.child(parent, 0) == node { return true }
                if let name = tree.name(node, in: collector.file) { names.append(name) }
            }
            return tree.kind(node) != .closure
        }
        return names
    }
}
