/// Which properties a view animates implicitly: `.animation(_:value: prop)` applied after (outside)
/// a modifier of the same chain that reads `prop` (`.offset(drag).animation(.bouncy, value: drag)`).
/// Every change of `prop` there is animated, its reset too: the spring-back a view means to show.
/// An `.animation` before the use does not animate it (it only wraps what comes before it).
extension GestureModel {
    /// The names animated that way, with the type whose code holds the chain. One pass over the
    /// chains; the modifiers before an `.animation(value:)` are walked only for chains that have one.
    public func namesAnimatedAfterUse() -> Set<ReactionRead> {
        let tree = self.tree
        let file = self.file
        var result: Set<ReactionRead> = []
        for chain in chains {
            for (index, modifier) in chain.modifiers.enumerated() where modifier.name == "animation" && index > 0 {
                guard let value = modifier.argument("value")?.value else { continue }
                var name = compactText(value)
                if name.hasPrefix("self.") { name.removeFirst(5) }
                guard !name.isEmpty, !name.contains("."), !name.contains("(") else { continue }
                let read = ReactionRead(name: name, type: chain.enclosingType)
                if result.contains(read) { continue }
                let used = chain.modifiers[..<index].contains { earlier in
                    earlier.name != "animation" && earlier.arguments.contains { argument in
                        guard let node = argument.value else { return false }
                        var found = false
                        tree.walk(node) { inner in
                            if found { return false }
                            switch tree.kind(inner) {
                            case .identifier:
                                found = tree.name(inner, in: file) == name
                            case .memberAccess:
                                if let base = tree.child(inner, 0), tree.kind(base) == .identifier,
                                   tree.nameIs(base, "self", in: file), tree.name(inner, in: file) == name {
                                    found = true
                                }
                            default:
                                break
                            }
                            return !found
                        }
                        return found
                    }
                }
                if used { result.insert(read) }
            }
        }
        return result
    }
}
