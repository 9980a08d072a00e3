/// (fix round 4) What the single taps inside a project view do, as the text of their actions: a
/// tap on `PostRowView(post:)` that runs `router.navigateTo(.post(post))` repeats the view's own
/// `.onTapGesture { router.navigateTo(.post(post)) }`, and whatever the inner tap lacks belongs to
/// the inner tap, not to the wrapper.
extension GestureModel {
    /// The whitespace-free text of each `.onTapGesture { }` action in the body of the project view
    /// `type` and the same-type computed helpers it names (one level, the type's own file), or an
    /// empty set. Bounded by a node budget.
    public func projectViewTapActions(_ type: String) -> Set<String> {
        guard let body = project.property("body", in: type), let getter = body.getterBody,
              let analysis = project.analysis(of: body.site.file) else { return [] }
        let tree = analysis.tree
        let file = analysis.file
        let reader = ActionEffectsReader(tree: tree, file: file)
        var pending: [NodeID] = [getter]
        var visited: Set<String> = []
        var actions: Set<String> = []
        var budget = 20_000
        while let root = pending.popLast() {
            tree.walk(root) { node in
                guard budget > 0 else { return false }
                budget -= 1
                switch tree.kind(node) {
                case .call:
                    guard let callee = tree.child(node, 0), tree.kind(callee) == .memberAccess,
                          tree.name(callee, in: file) == "onTapGesture" else { return true }
                    let arguments = tree.arguments(of: node)
                    // Only a plain single tap: no count, no coordinate space, no location parameter.
                    guard arguments.count == 1, let closure = tree.value(of: arguments[0]), tree.kind(closure) == .closure,
                          !tree.children(closure).contains(where: { tree.kind($0) == .closureParameter }) else { return true }
                    let text = tree.children(closure).filter { tree.kind($0) != .captureList }.map(reader.compactText).joined(separator: ";")
                    if !text.isEmpty { actions.insert(text) }
                case .identifier:
                    guard let name = tree.name(node, in: file), NameStart.isLowercase(name), visited.insert(name).inserted,
                          let helper = project.property(name, in: type), helper.isComputed, let helperBody = helper.getterBody,
                          helper.site.file === file else { return true }
                    pending.append(helperBody)
                default:
                    break
                }
                return true
            }
        }
        return actions
    }

    /// The whitespace-free text of a tap action's statements in this file, as `projectViewTapActions` writes it.
    public func tapActionText(_ closure: NodeID) -> String {
        statements(in: closure).map(compactText).joined(separator: ";")
    }
}
