/// Writes that set a property once and keep it: `if lock == nil { lock = ... }` in `.onChanged`.
extension GestureModel {
    /// Whether `write` sits under an `if` (within its closure) whose condition tests that the
    /// property it writes is still unset (`x == nil`, `!x`, `x == false`; `reads`: the callback's
    /// reads): the first change decides it and later ones
    /// leave it (an axis lock, a drag's first direction), so the end value cannot give it back.
    public func isLatched(_ write: PropertyWrite, reads: [PropertyAccess]) -> Bool {
        latch(of: write, reads: reads) != nil
    }

    /// The `if` statement whose condition makes `write` a latch (see `isLatched`), if any.
    public func latch(of write: PropertyWrite, reads: [PropertyAccess]) -> NodeID? {
        guard let site = write.target.declaration?.site else { return nil }
        let readsOfIt = reads.filter { $0.declaration?.site == site && $0.range != write.target.range }
        guard !readsOfIt.isEmpty else { return nil }
        for ancestor in tree.ancestors(write.node) {
            let kind = tree.kind(ancestor)
            if kind == .closure || kind == .functionDecl { break }
            guard kind == .ifStmt else { continue }
            for condition in tree.children(ancestor) where tree.kind(condition) != .codeBlock && tree.kind(condition) != .ifStmt {
                let range = tree.range(condition)
                guard readsOfIt.contains(where: { range.contains($0.range.lowerBound) }) else { continue }
                // Only a test that it is still unset: `x != value` sets it on every change.
                let text = compactText(condition)
                let path = write.target.path
                if [path + "==nil", "nil==" + path, "!" + path, path + "==false"].contains(text) { return ancestor }
            }
        }
        return nil
    }

    /// (fix8) What a first-change latch in `.onChanged` seeds besides itself: the writes to other
    /// properties inside the latch's `if` that read the callback's value parameter
    /// (`if !isActive { isActive = true; last = angle(drag.startLocation) }`). Such a branch
    /// starts the drag's own bookkeeping, which later changes then read, unlike one that only
    /// prepares feedback (`haptics.prepare()`). With the flag in `@GestureState`, `.updating`
    /// sets it before `.onChanged` runs, so that branch would never run there.
    public func seedsUnderLatch(_ write: PropertyWrite, in callback: GestureCallback) -> [PropertyWrite] {
        guard case .closure(let closure) = callback.body, let latch = latch(of: write, reads: callback.reads) else { return [] }
        let parameter = parameterNames(ofClosure: closure).first ?? "$0"
        guard parameter != "_" else { return [] }
        // The branch taken while the flag is unset: the `if`'s first block, not its `else`.
        guard let then = tree.children(latch).first(where: { tree.kind($0) == .codeBlock }) else { return [] }
        let body = tree.range(then)
        let site = write.target.declaration?.site
        return callback.writes.filter { other in
            guard other.target.declaration?.site != site, body.contains(other.target.range.lowerBound),
                  let value = other.value else { return false }
            var reads = false
            tree.walk(value) { node in
                if !reads, tree.kind(node) == .identifier, tree.name(node, in: file) == parameter { reads = true }
                return !reads
            }
            return reads
        }
    }
}

/// Writes that start over with each new gesture: `if anchor != value.startLocation { anchor = value.startLocation; ... }`.
extension GestureModel {
    /// Whether `write` sits under an `if` (within its closure `closure`) whose condition compares
    /// something with the gesture value's `startLocation` by `!=` (`activeDragStart != value.startLocation`):
    /// the code detects a new gesture by its start and sets the value afresh, so what a cancelled
    /// gesture leaves behind is replaced on the next touch. Per-gesture state already robust to
    /// cancellation, not state that hangs.
    public func isRestartedPerGesture(_ write: PropertyWrite, in closure: NodeID) -> Bool {
        var parameter = parameterNames(ofClosure: closure).first ?? "$0"
        if parameter == "_" { return false }
        if parameter.isEmpty { parameter = "$0" }
        let start = parameter + ".startLocation"
        for ancestor in tree.ancestors(write.node) {
            let kind = tree.kind(ancestor)
            if kind == .closure || kind == .functionDecl { break }
            guard kind == .ifStmt else { continue }
            for condition in tree.children(ancestor) where tree.kind(condition) != .codeBlock && tree.kind(condition) != .ifStmt {
                let text = compactText(condition)
                if text.hasSuffix("!=" + start) || text.hasPrefix(start + "!=") { return true }
            }
        }
        return false
    }
}
