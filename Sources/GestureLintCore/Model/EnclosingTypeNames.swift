/// `ModelBuilder.enclosingType(of:)` per type declaration, for one file. The name only depends on
/// the innermost type declaration around a node, and building it allocates strings (names joined
/// with `.`, an extension's type text), once per chain, property access and followed reference.
/// A class so the builder and its access collectors share one cache; one thread only.
final class EnclosingTypeNames {
    private let tree: SyntaxTree
    private let file: SourceFile
    private let ancestors: AncestorIndex
    /// Type declaration node index → its qualified name (nil when it has none).
    private var byDeclaration: [Int: String?] = [:]
    /// Nodes outside any type declaration share this slot.
    private static let topLevel = -1

    init(tree: SyntaxTree, file: SourceFile, ancestors: AncestorIndex) {
        self.tree = tree
        self.file = file
        self.ancestors = ancestors
    }

    /// The last answer: consecutive questions (the chains of one body, the accesses of one
    /// callback) are mostly about the same declaration, and hashing its index for each showed in
    /// profiles (perf10).
    private var last: (declaration: Int, name: String?)?

    func name(around node: NodeID) -> String? {
        let declaration = ancestors.typeDeclaration(around: node)?.index ?? Self.topLevel
        if let last, last.declaration == declaration { return last.name }
        let name: String?
        if let cached = byDeclaration[declaration] {
            name = cached
        } else {
            name = ModelBuilder.enclosingType(of: node, tree: tree, file: file)
            byDeclaration[declaration] = name
        }
        last = (declaration, name)
        return name
    }
}
