/// Gesture helpers whose action is a closure their caller supplies: a `ViewModifier` with a
/// stored closure property (`var onDismiss: () -> Void`, given at `.modifier(SwipeToDismiss(onDismiss: ...))`)
/// or a `View` extension function with a closure parameter (`func onSwipe(perform action:)`).
/// What the gesture does is decided where the helper is used, so that is where to look.
extension GestureModel {
    /// Where the helper that holds `chain` is used in this file, for each of the caller-supplied
    /// closures among `calls` (callee names without a receiver): the argument given for it and
    /// the call (a `T(...)` of the modifier type) or chain (one using the extension function) that
    /// gives it. Nil when the chain is in no such helper or the calls name none of its closures.
    /// An empty list: the helper is not used in this file with any of those closures given.
    public func callerSuppliedActions(for chain: ModifierChain, calls: Set<String>) -> [(value: NodeID, site: NodeID)]? {
        guard let type = chain.enclosingType, !calls.isEmpty else { return nil }
        if type == "View" { return extensionSuppliedActions(for: chain, calls: calls) }
        guard project.conforms(type, to: "ViewModifier") else { return nil }
        let closures = calls.filter { name in
            guard let property = project.property(name, in: type), !property.isComputed,
                  let declared = property.typeText else { return false }
            return declared.contains("->")
        }
        guard !closures.isEmpty else { return nil }
        let typeName = type.split(separator: ".").last.map(String.init) ?? type
        var result: [(value: NodeID, site: NodeID)] = []
        tree.walk(tree.root) { node in
            guard tree.kind(node) == .call, let callee = tree.child(node, 0), tree.kind(callee) == .identifier,
                  tree.name(callee, in: file) == typeName else { return true }
            for argument in tree.arguments(of: node) {
                guard let label = tree.name(argument, in: file), closures.contains(label),
                      let value = tree.value(of: argument) else { continue }
                result.append((value, node))
            }
            return true
        }
        return result
    }

    /// `callerSuppliedActions` for a `View` extension function: the chains that use it and the
    /// argument each gives for the called parameter (by its label; a trailing closure for an
    /// unlabelled last parameter).
    private func extensionSuppliedActions(for chain: ModifierChain, calls: Set<String>) -> [(value: NodeID, site: NodeID)]? {
        let offset = chain.range.lowerBound
        guard let function = analysis.declarations.functions.first(where: { function in
            guard function.ownerType == "View", let body = function.body else { return false }
            return tree.range(body).contains(offset)
        }) else { return nil }
        let parameters = function.parameterNames.enumerated().filter { calls.contains($0.element) }.map(\.offset)
        guard !parameters.isEmpty else { return nil }
        var result: [(value: NodeID, site: NodeID)] = []
        for user in chains {
            for modifier in user.modifiers where modifier.name == function.name {
                for index in parameters where index < function.labels.count {
                    let label = function.labels[index]
                    let given = modifier.arguments.first { $0.label == label && !$0.isTrailingClosure }
                        ?? (label == nil && index == function.labels.count - 1 ? modifier.trailingClosures.last : nil)
                    if let value = given?.value { result.append((value, modifier.node)) }
                }
            }
        }
        return result
    }

    /// Whether `name` is a parameter of a function around `node` in this file: an argument that
    /// hands the helper's closure on from another helper (`onEnded: onEnded`).
    public func isEnclosingParameter(_ name: String, at node: NodeID) -> Bool {
        let offset = tree.range(node).lowerBound
        return analysis.declarations.functions.contains { function in
            guard let body = function.body, tree.range(body).contains(offset) else { return false }
            return function.parameterNames.contains(name)
        }
    }

    /// The innermost chain one of whose modifiers holds `node` in its arguments (the chain that
    /// applies `.modifier(T(...))`), or nil.
    public func chain(applying node: NodeID) -> Int? {
        let offset = tree.range(node).lowerBound
        var best: Int?
        for chain in chains where chain.range.contains(offset) {
            let holds = chain.modifiers.contains { modifier in
                modifier.node == node || modifier.arguments.contains { $0.range.contains(offset) }
            }
            if holds, best.map({ chains[$0].range.count > chain.range.count }) ?? true { best = chain.id }
        }
        return best
    }
}
