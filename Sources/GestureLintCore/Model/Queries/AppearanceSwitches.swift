/// A view's own flag that only switches how the view looks (`.background(flag ? .blue : .red)`,
/// `.hueRotation(.degrees(flag ? 0 : 150))`): it never chooses content, behaviour or anything
/// outside the view, so flipping it is decoration, not an action a user would need to reach.
extension GestureModel {
    /// Modifiers that only restyle their view: colours, tints, hue, rotation, borders, shadows.
    /// Not `opacity`, `scaleEffect`, `blur` or `frame`: those can hide or resize content.
    static let appearanceModifiers: Set<String> = [
        "background", "foregroundColor", "foregroundStyle", "fill", "stroke", "tint", "accentColor",
        "hueRotation", "rotationEffect", "rotation3DEffect", "border", "shadow", "colorMultiply",
        "saturation", "brightness", "contrast", "grayscale",
    ]

    /// Whether `property` is a `@State` of its type whose every use outside `gestureBodies` is the
    /// condition of `flag ? a : b`, where `a` and `b` hold no closure and no string, and the ternary
    /// is an argument of an appearance modifier (directly or through value calls such as
    /// `.degrees(...)`, `Color(...)`).
    public func isOnlyAnAppearanceSwitch(_ property: PropertyDeclaration, gestureBodies: [NodeID]) -> Bool {
        guard property.wrapper == .state else { return false }
        return everyUse(of: property, outside: gestureBodies, is: picksAnAppearance)
    }

    /// `node` is the condition of `node ? a : b` (plain values) inside an appearance modifier's argument.
    private func picksAnAppearance(_ node: NodeID) -> Bool {
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequence else { return false }
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, parts[0] == node, tree.kind(parts[1]) == .ternary,
              let middle = tree.child(parts[1], 0) else { return false }
        for branch in [middle, parts[2]] {
            if tree.kind(branch) == .closure || tree.descendants(branch).contains(where: { tree.kind($0) == .closure }) {
                return false
            }
            if compactText(branch).utf8.contains(UInt8(ascii: "\"")) { return false }
        }
        // Up through the arguments of value calls (`.degrees(...)`) to the modifier call.
        var current = sequence
        for _ in 0..<4 {
            guard let argument = tree.parent(current), tree.kind(argument) == .argument,
                  let call = tree.parent(argument), tree.kind(call) == .call,
                  let callee = tree.child(call, 0), let name = calleeName(call) else { return false }
            if tree.kind(callee) == .memberAccess, Self.appearanceModifiers.contains(name) { return true }
            current = call
        }
        return false
    }
}
