/// A gesture that dismisses through one of the project's functions (`popover.positionChanged(to:)`
/// calling `dismiss()` when dropped near the edge) beside a control that dismisses the same way
/// (`Button { popover.dismiss() }`): the dismissal is reachable without the gesture.
extension GestureModel {
    /// The dismiss calls (`isDismissName`: `dismiss`, `close…`, `hide…`) that the project's
    /// functions called in `bodies` make, one level down, in the caller's terms (`popover.dismiss`
    /// for `popover.positionChanged(to:)` whose body calls `dismiss()`): `calleeEffects(of:)`.
    public func dismissalsOneCallDown(in bodies: [NodeID]) -> Set<String> {
        var found: Set<String> = []
        for body in bodies {
            tree.walk(body) { node in
                if tree.kind(node) == .call {
                    for call in calleeEffects(of: node).calls {
                        let name = call.split(separator: ".").last.map(String.init) ?? call
                        if Self.isDismissName(name) { found.insert(call) }
                    }
                }
                return true
            }
        }
        return found
    }
}
