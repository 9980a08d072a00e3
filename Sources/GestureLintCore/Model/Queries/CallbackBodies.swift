/// Where a callback's code is: the closure literal, or the body of the same-file function it names.
extension GestureModel {
    /// The node holding the callback's statements: its closure, or the body block of a function of
    /// this file it references (`.onEnded(finish)`). Nil when the code is elsewhere or unknown.
    public func body(of callback: GestureCallback) -> NodeID? {
        switch callback.body {
        case .closure(let node): return node
        case .function(_, let declaration?) where declaration.site.file === file: return declaration.body
        case .function, .unknown: return nil
        }
    }

    /// The statements of a closure (its parameters and capture list left out) or of a code block,
    /// looking through `#if` clauses.
    public func statements(in body: NodeID) -> [NodeID] {
        let tree = self.tree
        if tree.kind(body) == .closure {
            return tree.children(body).filter {
                let kind = tree.kind($0)
                return kind != .closureParameter && kind != .captureList
            }
        }
        return tree.statements(of: body)
    }

    /// The parameter names a closure declares (`value`, `_`), empty for `$0`-style or none.
    public func parameterNames(ofClosure closure: NodeID) -> [String] {
        let tree = self.tree
        let file = self.file
        return tree.children(closure).filter { tree.kind($0) == .closureParameter }.compactMap { tree.name($0, in: file) }
    }

    /// The name of a call's callee (`dismiss` in `dismiss()`, `next` in `model.next()`), or nil.
    public func calleeName(_ call: NodeID) -> String? {
        ActionEffectsReader(tree: tree, file: file).calleeName(call)
    }

    /// The text of a node with all whitespace removed: a cheap structural identity for small
    /// expressions (`model.select(item)`, `.zero`).
    public func compactText(_ node: NodeID) -> String {
        ActionEffectsReader(tree: tree, file: file).compactText(node)
    }

    /// The first byte of `compactText(node)`, without building it (nil when that text is empty):
    /// a cheap test before building text that matters only when it starts with `$`.
    public func compactTextFirstByte(_ node: NodeID) -> UInt8? {
        ActionEffectsReader(tree: tree, file: file).firstTextByte(node)
    }
}
