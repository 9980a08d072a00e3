/// Project helpers that animate the closure they are given (`withElementAnimation(.spring) { }`,
/// a wrapper around `withAnimation`): a write inside such a closure is animated, as it would be
/// inside `withAnimation { }` itself.
extension GestureModel {
    /// Whether the write sits inside a closure passed to a project function (no deeper than
    /// `scope`) whose body calls `withAnimation`. Looks only at the closures between the write and
    /// `scope`, and at most one function body per closure.
    public func isInAnimatingHelper(_ write: PropertyWrite, within scope: NodeID) -> Bool {
        let tree = self.tree
        var current = write.node
        while let parent = tree.parent(current), current != scope {
            if tree.kind(current) == .closure, tree.kind(parent) == .argument,
               let call = tree.parent(parent), tree.kind(call) == .call, let callee = tree.child(call, 0),
               tree.kind(callee) == .identifier, let name = tree.name(callee, in: file), name != "withAnimation",
               animatesClosure(name) {
                return true
            }
            if parent == scope { break }
            current = parent
        }
        return false
    }

    /// A function of the project with this name (free, or a method called with implicit `self`),
    /// every declaration of which calls `withAnimation`.
    private func animatesClosure(_ name: String) -> Bool {
        let functions = project.functions(named: name)
        guard !functions.isEmpty else { return false }
        return functions.allSatisfy { function in
            guard let analysis = function.site.file === file ? self.analysis : project.analysis(of: function.site.file)
            else { return false }
            let tree = analysis.tree
            let file = analysis.file
            // The declaration's node in this file's full tree (an index's node ids may come from
            // a lighter parse of the file): the function around its name.
            guard var node = tree.node(containing: function.site.nameRange.lowerBound) else { return false }
            while tree.kind(node) != .functionDecl {
                guard let parent = tree.parent(node) else { return false }
                node = parent
            }
            guard let body = tree.children(node).last(where: { tree.kind($0) == .codeBlock }) else { return false }
            var found = false
            tree.walk(body) { node in
                if found { return false }
                if tree.kind(node) == .identifier, tree.nameIs(node, "withAnimation", in: file) { found = true }
                return !found
            }
            return found
        }
    }
}
