/// Per node of one file, its innermost ancestor of a few kinds the model asks about for many
/// nodes (the enclosing type declaration, the conditional around a write, the `withAnimation`
/// closure around it). Walking the ancestors for each question is linear in the depth, so
/// quadratic on a long modifier chain (every link is one level deeper); each table is filled
/// once, on first use, in one pass. One thread only.
///
/// Relies on the parser creating a node after all of its children (`Parser.finish`): a parent's
/// index is above its children's. Filling from the highest index down therefore sees each parent
/// before its children, and of two ancestors of a node the deeper one has the lower index.
final class AncestorIndex {
    private let tree: SyntaxTree
    private let file: SourceFile

    init(tree: SyntaxTree, file: SourceFile) {
        self.tree = tree
        self.file = file
    }

    /// The innermost `typeDecl` strictly around a node, or nil.
    func typeDeclaration(around node: NodeID) -> NodeID? { lookup(typeDeclarations, node) }

    /// The innermost `if`/`guard`/`switch`/ternary/`while`/`for` strictly around a node, or nil.
    func conditional(around node: NodeID) -> NodeID? { lookup(conditionals, node) }

    /// The innermost closure strictly around a node that is an argument of a `withAnimation(...)`
    /// call, or nil.
    func animationClosure(around node: NodeID) -> NodeID? { lookup(animationClosures, node) }

    /// The innermost ancestor that can bind a local name or ends the search for one (see
    /// `AccessCollector.isLocal`): closures, blocks, cases, conditions, functions, types, the file.
    func localScope(around node: NodeID) -> NodeID? { lookup(localScopes, node) }

    private lazy var localScopes = innermost { _, kind in
        switch kind {
        case .closure, .codeBlock, .switchCase, .ifStmt, .whileStmt, .forStmt, .guardStmt, .catchClause,
             .functionDecl, .typeDecl, .sourceFile: return true
        default: return false
        }
    }

    private lazy var typeDeclarations = innermost { _, kind in kind == .typeDecl }

    private lazy var conditionals = innermost { _, kind in
        switch kind {
        case .ifStmt, .guardStmt, .switchStmt, .ternary, .whileStmt, .forStmt: return true
        default: return false
        }
    }

    private lazy var animationClosures = innermost { node, kind in kind == .closure && isWithAnimationClosure(node) }

    private func isWithAnimationClosure(_ node: NodeID) -> Bool {
        guard tree.kind(node) == .closure, let argument = tree.parent(node), tree.kind(argument) == .argument,
              let call = tree.parent(argument), tree.kind(call) == .call, let callee = tree.child(call, 0),
              tree.kind(callee) == .identifier else { return false }
        return tree.nameIs(callee, "withAnimation", in: file)
    }

    private func lookup(_ table: [Int32], _ node: NodeID) -> NodeID? {
        let found = table[node.index]
        return found < 0 ? nil : NodeID(Int(found))
    }

    /// For every node, the innermost strict ancestor matching `matches` (-1 for none), which is
    /// given the ancestor and its kind.
    /// Through raw buffers: the tables are filled for every node of each modelled file, and
    /// indexing `tree.nodes` and the result array per node showed in profiles. Inlined, so each
    /// table's test is inline code on the kind rather than a closure call per node.
    @inline(__always)
    private func innermost(_ matches: (NodeID, SyntaxKind) -> Bool) -> [Int32] {
        let count = tree.nodes.count
        var result = [Int32](repeating: -1, count: count)
        tree.nodes.withUnsafeBufferPointer { nodes in
            result.withUnsafeMutableBufferPointer { table in
                var index = count - 1
                while index >= 0 {
                    let parent = Int(nodes[index].parent)
                    if parent >= 0 {
                        table[index] = matches(NodeID(parent), nodes[parent].kind) ? Int32(parent) : table[parent]
                    }
                    index -= 1
                }
            }
        }
        return result
    }
}
