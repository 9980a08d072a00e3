/// Whether code runs later than the statement around it: inside a closure handed to a scheduler
/// (`DispatchQueue.main.asyncAfter`, `Task { }`, a `Timer`), or a `withAnimation` completion.
extension GestureModel {
    /// Calls whose closure arguments run later, not while the caller runs.
    static let deferringCalls: Set<String> = [
        "async", "asyncAfter", "Task", "detached", "scheduledTimer", "Timer", "perform", "after", "schedule",
        "sink", "onReceive", "run", "addOperation",
    ]

    /// Whether `node` sits inside an escaping or deferred closure below `scope` (exclusive): a
    /// closure argument of `DispatchQueue.*.async(After)`, `Task { }` / `Task.detached`,
    /// `Timer.scheduledTimer`, `RunLoop`/`OperationQueue` scheduling, or the `completion:` closure
    /// of `withAnimation(_:_:completion:)`. The `withAnimation` body itself runs at once.
    public func isDeferred(_ node: NodeID, within scope: NodeID) -> Bool {
        let tree = self.tree
        var current = node
        while let parent = tree.parent(current), current != scope {
            if tree.kind(current) == .closure, tree.kind(parent) == .argument, let call = tree.parent(parent),
               tree.kind(call) == .call {
                if tree.name(parent, in: file) == "completion" { return true }
                if let name = calleeName(call), Self.deferringCalls.contains(name) { return true }
            }
            if parent == scope { break }
            current = parent
        }
        return false
    }

    /// A write of a callback that happens while the callback runs (not deferred, see `isDeferred`).
    public func isImmediate(_ write: PropertyWrite, in callback: GestureCallback) -> Bool {
        guard let body = body(of: callback) else { return true }
        return !isDeferred(write.node, within: body)
    }
}
