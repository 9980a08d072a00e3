/// What the controls of a view reach one call further down: `Button { addItem() }` does what the
/// project's `addItem()` does. For "is this gesture's action reachable without it", where the
/// control calls a helper and the gesture does the helper's work inline.
extension GestureModel {
    /// A call that may run this many of the project's functions (an unknown receiver's `save()`)
    /// is too vague to follow.
    static let maximumCallees = 2

    /// What `reachableEffects(inView:)` finds plus, for each call its controls
    /// and taps make, what the project's function it runs does (`functions(calledBy:in:)`: same
    /// type, global, or a receiver's declared type), one level down. A callee's paths are moved
    /// to the call site: a parameter's to the argument handed to it (`damus_state.nav.push` with
    /// `damus_state: state` is `state.nav.push`), a member's to the receiver (`model.reset()`
    /// writing `angle` writes `model.angle`); a parameter given something other than a name is dropped.
    public func reachableEffectsThroughCalls(inView root: Int) -> ActionEffects {
        var effects = ActionEffects()
        let range = chains[root].range
        var ids = chains(within: range)
        ids += descendants(of: root).filter { !range.contains(chains[$0].range.lowerBound) }
        for id in ids {
            var (nodes, functions) = controlActionSources(chains[id], includingTaps: false)
            for attachment in attachments(on: id) where attachment.kind == .onTapGesture {
                tapActionSources(attachment, nodes: &nodes, functions: &functions)
            }
            effects.calls.formUnion(functions)
            for node in nodes {
                effects.formUnion(self.effects(of: node))
                tree.walk(node) { current in
                    if tree.kind(current) == .call { effects.formUnion(calleeEffects(of: current)) }
                    return true
                }
            }
        }
        return effects
    }

    /// What the project's function(s) that `call` runs do, in the caller's terms; empty when the
    /// project declares none (or more than `maximumCallees`).
    func calleeEffects(of call: NodeID) -> ActionEffects {
        let callees = project.functions(calledBy: call, in: analysis)
        guard !callees.isEmpty, callees.count <= Self.maximumCallees else { return ActionEffects() }
        let bindings = parameterBindings(of: call, to: callees)
        var receiver: String?
        if let callee = tree.child(call, 0), tree.kind(callee) == .memberAccess, let base = tree.child(callee, 0) {
            let text = Self.withoutSelf(compactText(base))
            receiver = text == "self" ? nil : text
        }
        var result = ActionEffects()
        for (function, names) in zip(callees, bindings) {
            guard let body = function.body, let other = project.analysis(of: function.site.file) else { continue }
            let inner = ActionEffectsReader(tree: other.tree, file: other.file).effects(of: body)
            let parameters = Set(function.parameterNames)
            func moved(_ path: String) -> String? {
                let head = path.prefix { $0 != "." && $0 != "[" && $0 != "?" && $0 != "!" }
                let name = String(head)
                if parameters.contains(name) {
                    guard let argument = names[name] else { return nil }
                    return argument + path.dropFirst(head.count)
                }
                return receiver.map { $0 + "." + path } ?? path
            }
            result.calls.formUnion(inner.calls.compactMap(moved))
            result.writes.formUnion(inner.writes.compactMap(moved))
        }
        return result
    }

    /// Per callee (in order), the parameter names bound to a plain name or
    /// member path at the call (`damus_state: state` → `damus_state` is `state`). Arguments bind
    /// to parameters in order by label, as `ProjectIndex.labels(_:trailing:fit:)` matches them.
    private func parameterBindings(of call: NodeID, to callees: [FunctionDeclaration]) -> [[String: String]] {
        let arguments = tree.arguments(of: call).filter { !tree[$0].flags.contains(.trailingClosure) }
        var result: [[String: String]] = []
        for function in callees {
            var names: [String: String] = [:]
            var index = 0
            for argument in arguments {
                let label = tree.name(argument, in: file)
                while index < function.labels.count, function.labels[index] != label { index += 1 }
                guard index < function.labels.count, index < function.parameterNames.count else { break }
                if let value = tree.value(of: argument),
                   tree.kind(value) == .identifier || tree.kind(value) == .memberAccess {
                    names[function.parameterNames[index]] = Self.withoutSelf(compactText(value))
                }
                index += 1
            }
            result.append(names)
        }
        return result
    }
}
