/// (fix round 11) "Does this drag follow where the finger is?": a per-frame callback (`.onChanged`,
/// `.updating`) reads the value's `location` (`value.location.x`, `$0.location`) to pick what lies
/// under the finger (a chart's scrub, a slider-like scrub), and no callback of the drag reads how far
/// it moved (`translation`, `predictedEndTranslation`, `startLocation`, `velocity`): a swipe or a
/// move by an offset is not a scrub. Only closures and same-file functions are read; code the model
/// cannot see answers no.
extension GestureModel {
    public func followsTouchLocation(_ gesture: Int) -> Bool {
        guard gestures[gesture].type == .drag else { return false }
        var readsLocation = false
        for callback in callbacks(of: gesture) {
            guard let body = body(of: callback) else { continue }
            let members = valueMembers(in: body, parameter: callback.parameterNames.first ?? "$0")
            if !members.isDisjoint(with: Self.movementMembers) { return false }
            if callback.isPerFrame, members.contains("location") { readsLocation = true }
        }
        return readsLocation
    }

    /// What measures the movement rather than the finger's place.
    static let movementMembers: Set<String> = ["translation", "predictedEndTranslation", "startLocation", "velocity",
                                               "predictedEndLocation"]

    /// The members read directly on the callback's parameter (`location` in `value.location.x`).
    private func valueMembers(in body: NodeID, parameter: String) -> Set<String> {
        var members: Set<String> = []
        let tree = self.tree
        tree.walk(body) { node in
            if tree.kind(node) == .memberAccess, let base = tree.child(node, 0), tree.kind(base) == .identifier,
               tree.text(base, in: file) == parameter, let name = tree.name(node, in: file) {
                members.insert(name)
            }
            return true
        }
        return members
    }
}
