/// A flag that only switches a rotation between angles a whole number of turns apart
/// (`.rotationEffect(.degrees(spun ? 0 : 360))`): flipping it spins the view once and ends in the
/// same picture, so a gesture that flips it leaves nothing a user would need another way to reach.
extension GestureModel {
    /// Whether every use of `property` in its type, outside `gestureBodies`, is the condition of
    /// `flag ? a : b` inside `.degrees(...)` with number literals `a` and `b` a multiple of 360 apart.
    public func isOnlyAFullTurnSwitch(_ property: PropertyDeclaration, gestureBodies: [NodeID]) -> Bool {
        everyUse(of: property, outside: gestureBodies, is: picksAFullTurn)
    }

    /// Whether `property` is used in its own type outside `gestureBodies` and every such use
    /// passes `isAllowed` (given the use's node).
    func everyUse(of property: PropertyDeclaration, outside gestureBodies: [NodeID], is isAllowed: (NodeID) -> Bool) -> Bool {
        let inside = gestureBodies.map { tree.range($0) }
        var uses = 0
        let allowed = visitUses(of: property) { offset, node in
            if inside.contains(where: { $0.contains(offset) }) { return true }
            uses += 1
            return isAllowed(node)
        }
        return allowed && uses > 0
    }

    /// `node` is the condition of `node ? a : b`, the whole argument of a `.degrees(...)` call,
    /// with `a` and `b` number literals a non-zero multiple of 360 apart.
    private func picksAFullTurn(_ node: NodeID) -> Bool {
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequence else { return false }
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, parts[0] == node, tree.kind(parts[1]) == .ternary,
              let middle = tree.child(parts[1], 0), tree.kind(middle) == .literal, tree.kind(parts[2]) == .literal,
              let first = Double(compactText(middle)), let second = Double(compactText(parts[2])) else { return false }
        let difference = abs(first - second)
        guard difference > 0, difference.truncatingRemainder(dividingBy: 360) == 0 else { return false }
        guard let argument = tree.parent(sequence), tree.kind(argument) == .argument,
              let call = tree.parent(argument), tree.kind(call) == .call else { return false }
        return calleeName(call) == "degrees" && tree.arguments(of: call).count == 1
    }
}
