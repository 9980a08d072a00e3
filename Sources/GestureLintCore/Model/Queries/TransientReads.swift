/// Whether a property a gesture leaves set only matters while the gesture runs: every use of it
/// in its type is inside the gesture's own callbacks, picks an animation (a computed `Animation`
/// property: the direction a spring-back takes), or sits in the branch of an `if` whose
/// condition reads a property the gesture puts back (`if isDragging { Text(isLeft ? ...) }`).
/// Such a value (`isDraggingLeft = offset < 0`) is not an effect the user needs another way to reach.
extension GestureModel {
    /// `gestureBodies`: the gesture's callback bodies; `gates`: the names the gesture puts back.
    public func isOnlyReadWhileGesturing(_ property: PropertyDeclaration, gestureBodies: [NodeID], gates: Set<String>) -> Bool {
        guard let owner = property.ownerType, !gates.isEmpty else { return false }
        let tree = self.tree
        let file = self.file
        let inside = gestureBodies.map { tree.range($0) }
        let animationGetters = project.properties(of: owner).compactMap { candidate -> Range<Int>? in
            guard candidate.site.file === file, let body = candidate.getterBody,
                  let type = candidate.typeText?.filter({ !$0.isWhitespace }),
                  type == "Animation" || type == "Animation?" else { return nil }
            return tree.range(body)
        }
        return visitUses(of: property) { offset, node in
            if inside.contains(where: { $0.contains(offset) }) || animationGetters.contains(where: { $0.contains(offset) }) {
                return true
            }
            return isGated(node, by: gates)
        }
    }

    /// Whether an `if` around `node` (with `node` in one of its branches) tests one of `gates`.
    private func isGated(_ node: NodeID, by gates: Set<String>) -> Bool {
        let tree = self.tree
        var current = node
        while let parent = tree.parent(current) {
            if tree.kind(parent) == .ifStmt, tree.kind(current) == .codeBlock {
                for condition in tree.children(parent) where tree.kind(condition) != .codeBlock && tree.kind(condition) != .ifStmt {
                    var found = false
                    tree.walk(condition) { inner in
                        if found { return false }
                        if tree.kind(inner) == .identifier, let text = tree.name(inner, in: file), gates.contains(text) { found = true }
                        return !found
                    }
                    if found { return true }
                }
            }
            current = parent
        }
        return false
    }
}
