/// The view a chain starts from when that is a same-type helper (`buttonContent.scaleEffect(...)`
/// where `private var buttonContent: some View { Button { ... } label: { ... } }`).
extension GestureModel {
    /// The statement-level chains of the same-file helper property or function the chain's base
    /// names (`buttonContent`, `self.row`, `row()`), or empty when the base is not such a helper.
    public func helperRootChains(of chain: ModifierChain) -> [Int] {
        guard chain.base.kind == .reference || (chain.base.kind == .call && chain.base.arguments.isEmpty),
              var name = chain.base.name else { return [] }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        return helperRoots(named: name, in: chain.enclosingType)
    }
}
