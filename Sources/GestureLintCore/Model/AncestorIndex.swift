/// Per node of one file, its innermost ancestor of a few kinds the model asks about for many
/// nodes (the enclosing type declaration, the conditional around a write, the `withAnimation`
/// closure around it). Walking the ancestors for each question is linear in the depth, so
/// quadratic on a long modifier chain (every link is one level deeper); the tables are filled
/// together, on first use, in one pass. One thread only.
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
    func typeDeclaration(around node: NodeID) -> NodeID? { Self.lookup(tables.typeDeclarations, node) }

    /// The innermost `if`/`guard`/`switch`/ternary/`while`/`for` strictly around a node, or nil.
    func conditional(around node: NodeID) -> NodeID? { Self.lookup(tables.conditionals, node) }

    /// The innermost closure strictly around a node that is an argument of a `withAnimation(...)`
    /// call, or nil.
    func animationClosure(around node: NodeID) -> NodeID? { Self.lookup(tables.animationClosures, node) }

    /// The innermost ancestor that can bind a local name or ends the search for one (see
    /// `AccessCollector.isLocal`): closures, blocks, cases, conditions, functions, types, the file.
    func localScope(around node: NodeID) -> NodeID? { Self.lookup(tables.localScopes, node) }

    /// All four tables, made together on first use (a model that asks one asks the others for
    /// its writes). A class of constants: each question costs one lazy read, as one table did.
    private lazy var tables = Tables(tree: tree, file: file)

    private static func lookup(_ table: [Int32], _ node: NodeID) -> NodeID? {
        let found = table[node.index]
        return found < 0 ? nil : NodeID(Int(found))
    }

    /// Per node, the innermost strict ancestor of each kind asked about (-1 for none).
    private final class Tables {
        let typeDeclarations: [Int32]
        let conditionals: [Int32]
        let animationClosures: [Int32]
        let localScopes: [Int32]

        /// One pass from the highest index down: each node's entry is its parent when the parent
        /// matches, else the parent's entry. Through raw buffers: the tables are filled for every
        /// node of each modelled file, and indexing `tree.nodes` and the arrays per node showed in
        /// profiles.
        init(tree: SyntaxTree, file: SourceFile) {
            let count = tree.nodes.count
            var types = [Int32](repeating: -1, count: count)
            var conditionals = types
            var animations = types
            var scopes = types
            tree.nodes.withUnsafeBufferPointer { nodes in
                types.withUnsafeMutableBufferPointer { types in
                    conditionals.withUnsafeMutableBufferPointer { conditionals in
                        animations.withUnsafeMutableBufferPointer { animations in
                            scopes.withUnsafeMutableBufferPointer { scopes in
                                var index = count - 1
                                while index >= 0 {
                                    let parent = Int(nodes[index].parent)
                                    if parent >= 0 {
                                        let kind = nodes[parent].kind
                                        let own = Int32(parent)
                                        types[index] = kind == .typeDecl ? own : types[parent]
                                        conditionals[index] = Self.isConditional(kind) ? own : conditionals[parent]
                                        animations[index] = kind == .closure
                                            && Self.isWithAnimationClosure(NodeID(parent), tree: tree, file: file)
                                            ? own : animations[parent]
                                        scopes[index] = Self.isLocalScope(kind) ? own : scopes[parent]
                                    }
                                    index -= 1
                                }
                            }
                        }
                    }
                }
            }
            typeDeclarations = types
            self.conditionals = conditionals
            animationClosures = animations
            localScopes = scopes
        }

        private static func isConditional(_ kind: SyntaxKind) -> Bool {
            switch kind {
            case .ifStmt, .guardStmt, .switchStmt, .ternary, .whileStmt, .forStmt: return true
            default: return false
            }
        }

        private static func isLocalScope(_ kind: SyntaxKind) -> Bool {
            switch kind {
            case .closure, .codeBlock, .switchCase, .ifStmt, .whileStmt, .forStmt, .guardStmt, .catchClause,
                 .functionDecl, .typeDecl, .sourceFile: return true
            default: return false
            }
        }

        private static func isWithAnimationClosure(_ node: NodeID, tree: SyntaxTree, file: SourceFile) -> Bool {
            guard tree.kind(node) == .closure, let argument = tree.parent(node), tree.kind(argument) == .argument,
                  let call = tree.parent(argument), tree.kind(call) == .call, let callee = tree.child(call, 0),
                  tree.kind(callee) == .identifier else { return false }
            return tree.nameIs(callee, "withAnimation", in: file)
        }
    }
}
