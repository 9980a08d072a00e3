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
    /// passes `isAllowed` (given the use's node). Only the tokens of this file's declarations of
    /// the type (and its extensions) are read, so a file of many views that each have a flag of
    /// the same name costs each view its own tokens; the tree is only walked at the occurrences.
    func everyUse(of property: PropertyDeclaration, outside gestureBodies: [NodeID], is isAllowed: (NodeID) -> Bool) -> Bool {
        guard let owner = property.ownerType else { return false }
        let name = property.name
        let length = name.utf8.count
        let inside = gestureBodies.map { tree.range($0) }
        let tokens = analysis.tokens
        var uses = 0
        for declaration in project.declarations(ofType: owner) where declaration.site.file === file {
            let scope = declaration.site.node
            let range = tree.range(scope)
            var index = Self.firstToken(at: range.lowerBound, in: tokens)
            while index < tokens.count, tokens[index].range.lowerBound < range.upperBound {
                defer { index += 1 }
                let token = tokens[index]
                guard token.kind == .identifier, token.length == length else { continue }
                let offset = token.range.lowerBound
                guard file.text(token.range) == name, offset != property.site.nameRange.lowerBound,
                      !inside.contains(where: { $0.contains(offset) }) else { continue }
                guard let node = tree.node(containing: offset, within: scope) else { return false }
                guard enclosingType(of: node) == owner else { continue }
                guard isAllowed(node) else { return false }
                uses += 1
            }
        }
        return uses > 0
    }

    /// The index of the first token that starts at or after `offset` (tokens are in file order).
    static func firstToken(at offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
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
