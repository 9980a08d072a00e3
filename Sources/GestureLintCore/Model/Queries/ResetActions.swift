/// (fix round 4) Whether an action only puts state back: what `isDismissOnly` accepts, plus a
/// value reset to `.zero` or an empty collection (`dragProgress = .zero`, `items = []`) and an
/// emptied selection (`selection.clear()`, `selectedItems.removeAll()`, `deselectAll()`). The
/// "tap anywhere else to cancel" pattern on a container, not an action anyone needs to reach.
extension GestureModel {
    /// Whether every statement of `body` (a closure or code block) dismisses, clears or resets.
    public func isResetOnly(_ body: NodeID) -> Bool {
        let statements = statements(in: body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { resets($0, depth: 0) }
    }

    /// Whether every statement of `body` empties a selection (`selection = nil`, `selected = []`,
    /// `selection.clear()`, `deselectAll()`), also inside `withAnimation { }`.
    public func isDeselectOnly(_ body: NodeID) -> Bool {
        let statements = statements(in: body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { deselects($0, depth: 0) }
    }

    func resets(_ statement: NodeID, depth: Int) -> Bool {
        if dismissKind(statement) != .other || deselects(statement, depth: depth) { return true }
        switch tree.kind(statement) {
        case .sequence:
            guard let (_, value) = plainAssignment(statement) else { return false }
            return Self.resetValues.contains(compactText(value))
        case .call:
            if calleeName(statement) == "withAnimation", depth < 3, let closure = trailingClosure(statement) {
                let inner = statements(in: closure)
                return !inner.isEmpty && inner.allSatisfy { resets($0, depth: depth + 1) }
            }
            return callsResetOnlyFunction(statement, depth: depth)
        default:
            return false
        }
    }

    /// (fix round 5) `hideMessageMenu()`: a call, with no arguments, of the project's own function(s)
    /// declared in this file whose every statement resets (`row = nil; isShowingMenu = false`). One
    /// level deep; unknown when a callee is in another file or not the project's.
    func callsResetOnlyFunction(_ call: NodeID, depth: Int) -> Bool {
        guard depth == 0, tree.arguments(of: call).isEmpty else { return false }
        let callees = project.functions(calledBy: call, in: analysis)
        guard !callees.isEmpty, callees.count <= 2 else { return false }
        return callees.allSatisfy { function in
            guard function.site.file === file, let body = function.body else { return false }
            let inner = statements(in: body)
            return !inner.isEmpty && inner.allSatisfy { resets($0, depth: depth + 1) }
        }
    }

    func deselects(_ statement: NodeID, depth: Int) -> Bool {
        switch tree.kind(statement) {
        case .sequence:
            guard let (target, value) = plainAssignment(statement),
                  TextSearch.lowercasedContains(compactText(target), "select") else { return false }
            return ["nil", "[]", ".none", "Set()", "[:]"].contains(compactText(value))
        case .call:
            guard let name = calleeName(statement) else { return false }
            if name == "withAnimation", depth < 3, let closure = trailingClosure(statement) {
                let inner = statements(in: closure)
                return !inner.isEmpty && inner.allSatisfy { deselects($0, depth: depth + 1) }
            }
            let lower = name.lowercased()
            if lower.hasPrefix("deselect") || lower == "clearselection" { return tree.arguments(of: statement).isEmpty }
            guard Self.emptyingCalls.contains(name), tree.arguments(of: statement).isEmpty,
                  let callee = tree.child(statement, 0) else { return false }
            return TextSearch.lowercasedContains(compactText(callee), "select")
        case .optionalChain, .forceUnwrap:
            if let child = tree.child(statement, 0) { return deselects(child, depth: depth + 1) }
            return false
        default:
            return false
        }
    }

    /// `target = value` (not `+=`).
    public func plainAssignment(_ statement: NodeID) -> (NodeID, NodeID)? {
        let parts = Array(tree.children(statement))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, tree.nameIs(parts[1], "=", in: file) else { return nil }
        return (parts[0], parts[2])
    }

    /// The last closure argument of a call (`withAnimation { ... }`).
    public func trailingClosure(_ call: NodeID) -> NodeID? {
        tree.arguments(of: call).compactMap { tree.value(of: $0) }.last { tree.kind($0) == .closure }
    }

    static let resetValues: Set<String> = [".zero", "[]", "CGSize.zero", "CGPoint.zero", "CGFloat.zero"]
    static let emptyingCalls: Set<String> = ["clear", "removeAll"]
}
