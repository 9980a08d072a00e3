/// (fix round 12) "What does a text field run when it takes focus?": a field's own
/// `.onChange(of: isFocused)`, where `.focused($isFocused)` on the same chain binds that focus
/// state, runs when a click focuses the field. A container tap making one of those calls does what
/// focusing the field does, but not the focusing itself.
extension GestureModel {
    /// The calls and assignments (`callIdentity`) inside the `.onChange(of:)` handlers of `chain`
    /// that observe a focus state bound on the same chain by `.focused($state)` or
    /// `.focused($state, equals: value)`; empty when the chain binds no focus state. Linear in the
    /// chain's modifiers and handler bodies.
    public func focusHandlerIdentities(of chain: ModifierChain) -> Set<String> {
        var states: Set<String> = []
        for modifier in chain.modifiers(named: "focused") {
            guard let value = modifier.arguments.first(where: { $0.label == nil })?.value else { continue }
            let text = Self.withoutSelf(compactText(value))
            guard text.hasPrefix("$") else { continue }
            states.insert(String(text.dropFirst()))
        }
        var result: Set<String> = []
        guard !states.isEmpty else { return result }
        for modifier in chain.modifiers(named: "onChange") {
            guard let observed = modifier.argument("of")?.value,
                  states.contains(Self.withoutSelf(compactText(observed))) else { continue }
            for closure in modifier.closures {
                tree.walk(closure) { current in
                    if tree.kind(current) == .call || assignment(current) != nil { result.insert(callIdentity(current)) }
                    return true
                }
            }
        }
        return result
    }
}
