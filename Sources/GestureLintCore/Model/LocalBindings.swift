/// The names each block and closure binds, computed once per block, so resolving every access in
/// a long callback does not rescan the statements before it (linear, not quadratic, in its length).
/// One per `ModelBuilder`: used by one thread.
final class LocalBindings {
    private var declaredByBlock: [NodeID: [String: Int]] = [:]
    private var closureNamesByNode: [NodeID: Set<String>] = [:]

    /// Whether a `let`/`var` or `guard` statement of `block` that starts before `offset` binds `name`.
    func declaresBefore(_ name: String, in block: NodeID, offset: Int, collector: AccessCollector) -> Bool {
        let declared = declaredByBlock[block] ?? {
            let names = Self.declarations(of: block, collector: collector)
            declaredByBlock[block] = names
            return names
        }()
        guard let first = declared[name] else { return false }
        return first < offset
    }

    /// A closure's parameter names and capture-list names.
    func closureNames(_ closure: NodeID, collector: AccessCollector) -> Set<String> {
        if let names = closureNamesByNode[closure] { return names }
        let tree = collector.tree
        var names: Set<String> = []
        for child in tree.children(closure) where tree.kind(child) == .closureParameter {
            if let name = tree.name(child, in: collector.file) { names.insert(name) }
        }
        if let captures = tree.firstChild(closure, ofKind: .captureList) { names.formUnion(collector.captureNames(captures)) }
        closureNamesByNode[closure] = names
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
