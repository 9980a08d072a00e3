/// Which properties the view reacts to: read by `.onChange(of:)`, `.onReceive` or `.task`
/// handlers. A value observed there is meant to last long enough to be seen changing, which a
/// `@GestureState` (reset before any handler runs) is not.
extension GestureModel {
    static let reactionModifiers: Set<String> = ["onChange", "onReceive", "task"]

    /// Names read anywhere in the arguments of the file's `.onChange(of:)`, `.onReceive(...)` and
    /// `.task { }` / `.task(id:)` modifiers (`isDragging` in `.onChange(of: isDragging) { ... }`,
    /// `offset` in `self.offset`), with the type that encloses each read. One walk per modifier.
    public func namesReadInReactions() -> Set<ReactionRead> {
        let tree = self.tree
        let file = self.file
        var result: Set<ReactionRead> = []
        for chain in chains {
            for modifier in chain.modifiers where Self.reactionModifiers.contains(modifier.name) {
                for argument in modifier.arguments {
                    guard let value = argument.value else { continue }
                    tree.walk(value) { node in
                        switch tree.kind(node) {
                        case .identifier:
                            if let name = tree.name(node, in: file) {
                                result.insert(ReactionRead(name: name.hasPrefix("$") ? String(name.dropFirst()) : name,
                                                           type: chain.enclosingType))
                            }
                        case .memberAccess:
                            if let base = tree.child(node, 0), tree.kind(base) == .identifier, tree.nameIs(base, "self", in: file),
                               let name = tree.name(node, in: file) {
                                result.insert(ReactionRead(name: name, type: chain.enclosingType))
                            }
                        default:
                            break
                        }
                        return true
                    }
                }
            }
        }
        return result
    }
}

/// A name read by a reaction handler, and the type whose code reads it.
public struct ReactionRead: Hashable, Sendable {
    public let name: String
    public let type: String?

    public init(name: String, type: String?) {
        self.name = name
        self.type = type
    }
}
