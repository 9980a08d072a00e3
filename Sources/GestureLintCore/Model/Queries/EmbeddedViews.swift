import Foundation

/// Views that are part of a tapped view without being in its content closures: built in another
/// closure argument of the base call (`ListRow(kind: .custom { Text(topic) })`,
/// `ExpectedView(user) { user in ProfileLink(user) }`) or layered on it by an `.overlay` /
/// `.background` / `.mask` before the tap (`.overlay { Button(...) }`, `.overlay(errorOverlay)`).
/// Wrapping the tapped view in a Button wraps these too.
extension GestureModel {
    static let layeringModifiers: Set<String> = ["overlay", "background", "mask"]

    /// The chains written in those places (any depth, by source position), and the bare names
    /// handed to the layering modifiers (`errorOverlay`, `self.badge`), which may be same-type helpers.
    public func embeddedViews(of chain: ModifierChain, before limit: Int) -> (chains: [Int], helpers: [String]) {
        var ranges: [Range<Int>] = []
        var helpers: [String] = []
        let content = Set(chain.base.contentClosures)
        for argument in chain.base.arguments {
            guard let value = argument.value, !content.contains(value) else { continue }
            // Only view-building closures: `kind: .custom { ... }`, a trailing `{ item in ... }`.
            if argument.closure != nil || tree.kind(value) == .call { ranges.append(argument.range) }
        }
        for modifier in chain.modifiers.prefix(max(0, min(limit, chain.modifiers.count)))
            where Self.layeringModifiers.contains(modifier.name) {
            for argument in modifier.arguments {
                guard let value = argument.value else { continue }
                switch tree.kind(value) {
                case .identifier, .memberAccess:
                    var name = compactText(value)
                    if name.hasPrefix("self.") { name.removeFirst(5) }
                    if !name.contains("."), name.first?.isLowercase == true { helpers.append(name) }
                default:
                    ranges.append(argument.range)
                }
            }
        }
        var result: [Int] = []
        for range in ranges { result += chains(within: range).filter { $0 != chain.id } }
        return (result, helpers)
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
