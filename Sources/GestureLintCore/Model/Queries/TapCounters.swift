/// Whether an action counts taps towards a hidden threshold (`count += 1; if count >= 5 { ... }`):
/// a secret several taps reveal, which a Button would advertise and nobody needs to reach.
extension GestureModel {
    /// `body` (a closure or code block), or a same-type function it calls in the same file
    /// (`self.handleTap()`), both adds 1 to a property and compares that property with a literal of 3 or more.
    public func countsTapsToThreshold(_ body: NodeID, in type: String?) -> Bool {
        var bodies = [body]
        if let type {
            for statement in statements(in: body) where tree.kind(statement) == .call {
                guard let name = calleeName(statement), tree.arguments(of: statement).isEmpty else { continue }
                for function in project.functions(named: name, in: type) where function.site.file === file {
                    if let functionBody = function.body { bodies.append(functionBody) }
                }
            }
        }
        var incremented: Set<String> = []
        var compared: Set<String> = []
        for candidate in bodies {
            tree.walk(candidate) { node in
                guard tree.kind(node) == .sequence else { return true }
                let parts = Array(tree.children(node))
                guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, let op = tree.nameToken(parts[1]) else { return true }
                let symbol = file.text(op.range)
                let target = Self.withoutSelf(compactText(parts[0]))
                if symbol == "+=", compactText(parts[2]) == "1" { incremented.insert(target) }
                if ["==", ">=", ">"].contains(symbol), tree.kind(parts[2]) == .literal,
                   let limit = Int(compactText(parts[2])), limit >= 3 { compared.insert(target) }
                return true
            }
        }
        return !incremented.isDisjoint(with: compared)
    }
}
