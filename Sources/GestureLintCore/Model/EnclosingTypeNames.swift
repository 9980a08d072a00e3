/// `ModelBuilder.enclosingType(of:)` per type declaration, for one file. The name only depends on
/// the innermost type declaration around a node, and building it allocates strings (names joined
/// with `.`, an extension's type text), once per chain, property access and followed reference.
/// A class so the builder and its access collectors share one cache; one thread only.
final class EnclosingTypeNames {
    private let tree: SyntaxTree
    private let file: SourceFile
    /// Type declaration node index → its qualified name (nil when it has none).
    private var byDeclaration: [Int: String?] = [:]
    /// Nodes outside any type declaration share this slot.
    private static let topLevel = -1

    init(tree: SyntaxTree, file: SourceFile) {
        self.tree = tree
        self.file = file
    }

    func name(around node: NodeID) -> String? {
        let declaration = tree.ancestors(node).first { tree.kind($0) == .typeDecl }?.index ?? Self.topLevel
        if let cached = byDeclaration[declaration] { return cached }
        let name = ModelBuilder.enclosingType(of: node, tree: tree, file: file)
        byDeclaration[declaration] = name
        return name
    }
}
