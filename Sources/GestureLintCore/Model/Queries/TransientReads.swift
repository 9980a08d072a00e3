/// Whether a property a gesture leaves set only matters while the gesture runs: every use of it
/// in its type is inside the gesture's own callbacks, picks an animation (a computed `Animation`
/// property: the direction a spring-back takes), or sits in the branch of an `if` whose
/// condition reads a property the gesture puts back (`if isDragging { Text(isLeft ? ...) }`).
/// Such a value (`isDraggingLeft = offset < 0`) is not an effect the user needs another way to reach.
extension GestureModel {
    /// `gestureBodies`: the gesture's callback bodies; `gates`: the names the gesture puts back.
    /// One pass over the file's tokens for the name; the tree is only walked at its occurrences.
    public func isOnlyReadWhileGesturing(_ property: PropertyDeclaration, gestureBodies: [NodeID], gates: Set<String>) -> Bool {
        guard let owner = property.ownerType, !gates.isEmpty else { return false }
        let tree = self.tree
        let file = self.file
        let name = property.name
        let length = name.utf8.count
        let inside = gestureBodies.map { tree.range($0) }
        let animationGetters = project.properties(of: owner).compactMap { candidate -> Range<Int>? in
            guard candidate.site.file === file, let body = candidate.getterBody,
                  let type = candidate.typeText?.filter({ !$0.isWhitespace }),
                  type == "Animation" || type == "Animation?" else { return nil }
            return tree.range(body)
        }
        for token in analysis.tokens where token.kind == .identifier && token.length == length {
            let offset = token.range.lowerBound
            guard file.text(token.range) == name, offset != property.site.nameRange.lowerBound else { continue }
            if inside.contains(where: { $0.contains(offset) }) || animationGetters.contains(where: { $0.contains(offset) }) {
                continue
            }
            guard let node = tree.node(containing: offset) else { return false }
            guard enclosingType(of: node) == owner else { continue }
            if !isGated(node, by: gates) { return false }
        }
        return true
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
