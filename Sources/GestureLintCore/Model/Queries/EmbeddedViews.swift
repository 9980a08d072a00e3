import Foundation

/// Views that are part of a tapped view without being in its content closures: built in another
/// closure argument of the base call (`ListRow(kind: .custom { Text(topic) })`,
/// `ExpectedView(user) { user in ProfileLink(user) }`) or layered on it by an `.overlay` /
/// `.background` / `.mask` (`.overlay { Button(...) }`, `.overlay(errorOverlay)`): those before a tap
/// are part of the tapped view, and wrapping it in a Button wraps them too.
extension GestureModel {
    static let layeringModifiers: Set<String> = ["overlay", "background", "mask"]

    /// Chains written in the base call's closure arguments other than its content closures
    /// (`ListRow(kind: .custom { Text(topic) })`), at any depth, by source position.
    public func baseArgumentViews(of chain: ModifierChain) -> [Int] {
        let content = Set(chain.base.contentClosures)
        var result: [Int] = []
        for argument in chain.base.arguments {
            guard let value = argument.value, !content.contains(value) else { continue }
            // Only view-building closures: `kind: .custom { ... }`, a trailing `{ item in ... }`.
            if argument.closure != nil || tree.kind(value) == .call {
                result += chains(within: argument.range).filter { $0 != chain.id }
            }
        }
        return result
    }

    /// Per `.overlay`/`.background`/`.mask` modifier of the chain, in chain order: its index, the
    /// chains written in its arguments, and the bare names handed to it (`errorOverlay`,
    /// `self.badge`), which may be same-type helpers. One pass over the chain: callers asking about
    /// many taps of one chain compare the index with the tap's.
    public func layeredViews(of chain: ModifierChain) -> [(modifierIndex: Int, chains: [Int], helpers: [String])] {
        var result: [(modifierIndex: Int, chains: [Int], helpers: [String])] = []
        for (index, modifier) in chain.modifiers.enumerated() where Self.layeringModifiers.contains(modifier.name) {
            var chainsInside: [Int] = []
            var helpers: [String] = []
            for argument in modifier.arguments {
                guard let value = argument.value else { continue }
                switch tree.kind(value) {
                case .identifier, .memberAccess:
                    var name = compactText(value)
                    if name.hasPrefix("self.") { name.removeFirst(5) }
                    if !name.contains("."), NameStart.isLowercase(name) { helpers.append(name) }
                default:
                    chainsInside += chains(within: argument.range).filter { $0 != chain.id }
                }
            }
            result.append((index, chainsInside, helpers))
        }
        return result
    }
}

extension GestureModel {
    /// A call of a stored closure that returns a generic parameter of the enclosing view
    /// (`toastContent(item)` with `let toastContent: (Item) -> Content`): content the caller makes.
    public func isGenericClosureCall(_ chain: ModifierChain) -> Bool {
        guard chain.base.kind == .call, let name = chain.base.name, let owner = chain.enclosingType,
              let property = project.property(name, in: owner), !property.isComputed,
              let typeText = property.typeText?.filter({ !$0.isWhitespace }),
              let arrow = typeText.range(of: "->", options: .backwards) else { return false }
        var result = String(typeText[arrow.upperBound...])
        if result.hasSuffix(")") { result.removeLast() }
        return project.declarations(ofType: owner).contains { Self.genericParameters(of: $0).contains(result) }
    }
}

extension GestureModel {
    /// (fix round 3) The project view type a local names (`let mainLayout = NotchLayout()` in the
    /// body, then `mainLayout.onTapGesture { ... }`), or nil.
    public func localViewType(of chain: ModifierChain) -> String? {
        guard let value = localValue(of: chain), tree.kind(value) == .call, let callee = tree.child(value, 0),
              tree.kind(callee) == .identifier, let type = tree.name(callee, in: file),
              NameStart.isUppercase(type), project.declaresType(type) else { return nil }
        return type
    }

    /// (fix round 4) What a local of the body is built from, looking through the modifiers applied
    /// to it: `let mainLayout = NotchLayout().frame(...).padding(...)` names `NotchLayout`, a
    /// project view type or a same-type helper function. Nil when the local is not such a call.
    public func localViewRoot(of chain: ModifierChain) -> String? {
        guard var value = localValue(of: chain) else { return nil }
        for _ in 0..<64 {
            guard tree.kind(value) == .call, let callee = tree.child(value, 0) else { return nil }
            if tree.kind(callee) == .identifier { return tree.name(callee, in: file) }
            guard tree.kind(callee) == .memberAccess, let inner = tree.child(callee, 0) else { return nil }
            value = inner
        }
        return nil
    }

    /// The initial value of the local a chain's base names (`mainLayout` → `NotchLayout()...`),
    /// declared before the chain in an enclosing block or closure of the same function or type.
    private func localValue(of chain: ModifierChain) -> NodeID? {
        guard chain.base.kind == .reference, let name = chain.base.name, !TextSearch.contains(name, ".") else { return nil }
        let start = chain.range.lowerBound
        for ancestor in tree.ancestors(chain.node) {
            let kind = tree.kind(ancestor)
            if kind == .functionDecl || kind == .typeDecl { break }
            guard kind == .codeBlock || kind == .closure else { continue }
            for statement in tree.children(ancestor) where tree.kind(statement) == .variableDecl {
                guard tree.range(statement).upperBound <= start else { continue }
                for binding in tree.children(statement) where tree.kind(binding) == .patternBinding {
                    let parts = Array(tree.children(binding))
                    guard parts.count >= 2, tree.kind(parts[0]) == .identifier, tree.name(parts[0], in: file) == name,
                          let value = parts.last else { continue }
                    return value
                }
            }
        }
        return nil
    }
}
