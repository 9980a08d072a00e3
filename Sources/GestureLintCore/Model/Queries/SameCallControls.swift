/// (fix round 8) "Is this gesture's whole action one call that a control also makes?": a tap
/// running `togglePostCollapsed(post: post, scrollProxy: scrollProxy)` beside a toolbar Button or a
/// context-menu Button running the same call offers nothing a user cannot reach without it.
extension GestureModel {
    /// The one call the statements make, when that is all they do: looking through an `if` without
    /// `else` (its condition only gates the call), `withAnimation { }`/`withTransaction { }`, and
    /// incidental calls (logging, haptics). Nil for anything else: an assignment, two calls, a
    /// `guard`, a call handed a closure, or a type's initializer.
    public func soleCall(in statements: [NodeID]) -> NodeID? {
        var found: NodeID?
        return collectSoleCall(statements, into: &found, depth: 0, assignments: false) ? found : nil
    }

    /// (fix round 10) As `soleCall`, also accepting one assignment of a constant
    /// (`isShowingSettings = true`) as the whole action.
    public func soleAction(in statements: [NodeID]) -> NodeID? {
        var found: NodeID?
        return collectSoleCall(statements, into: &found, depth: 0, assignments: true) ? found : nil
    }

    private func collectSoleCall(_ statements: [NodeID], into found: inout NodeID?, depth: Int, assignments: Bool) -> Bool {
        guard depth < 4 else { return false }
        for statement in statements {
            if assignments, let (_, value) = assignment(statement) {
                guard found == nil, isConstant(value) else { return false }
                found = statement
                continue
            }
            switch tree.kind(statement) {
            case .call:
                guard let name = calleeName(statement) else { return false }
                if name == "withAnimation" || name == "withTransaction" {
                    guard let closure = tree.arguments(of: statement).last.flatMap(tree.value(of:)),
                          tree.kind(closure) == .closure,
                          collectSoleCall(self.statements(in: closure), into: &found, depth: depth + 1, assignments: assignments) else { return false }
                    continue
                }
                if Self.incidentalCalls.contains(name) { continue }
                guard found == nil, !NameStart.isUppercase(name),
                      !tree.arguments(of: statement).contains(where: { argument in
                          tree.value(of: argument).map { tree.kind($0) == .closure } ?? true
                      }) else { return false }
                found = statement
            case .ifStmt:
                let parts = Array(tree.children(statement))
                guard let block = parts.last, tree.kind(block) == .codeBlock,
                      parts.dropLast().allSatisfy({ tree.kind($0) == .condition }),
                      collectSoleCall(tree.statements(of: block), into: &found, depth: depth + 1, assignments: assignments) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// (fix round 10) The calls and constant assignments (`callIdentity`) a `Button` or `Menu` runs
    /// when used (also inside nested closures of its action); empty for other views.
    public func actionIdentities(of chain: ModifierChain) -> Set<String> {
        var result: Set<String> = []
        guard chain.base.kind == .call, let name = chain.base.name, name == "Button" || name == "Menu",
              !project.declaresType(name) else { return result }
        for node in controlActionSources(chain, includingTaps: false).nodes {
            if tree.kind(node) == .identifier || tree.kind(node) == .memberAccess {
                result.insert(Self.withoutSelf(compactText(node)) + "()")
                continue
            }
            tree.walk(node) { current in
                if tree.kind(current) == .call || assignment(current) != nil { result.insert(callIdentity(current)) }
                return true
            }
        }
        return result
    }

    /// A call's identity for "the same call": its text without whitespace and without `self.`.
    public func callIdentity(_ call: NodeID) -> String {
        Self.withoutSelf(compactText(call))
    }

    /// The calls (`callIdentity`) that the controls of one type in this file make when used, as
    /// assistive technologies reach them: the actions of its `Button`s and `Menu`s, wherever they
    /// are (a toolbar, a menu, a helper view of the type), except a control marked
    /// `.accessibilityHidden(true)` and one inside a `.contextMenu { }` (a secondary path
    /// reviewers do not count as the tap's equivalent); `Button(action: save)` makes `save()`.
    /// Calls inside a nested closure of the action count too (`Button { withAnimation { toggle(item) } }`).
    public func controlCalls(inType type: String) -> Set<String> {
        var result: Set<String> = []
        let members = chains.filter { $0.enclosingType == type }
        let contextMenus = members.flatMap { chain in
            chain.modifiers(named: "contextMenu").flatMap { $0.closures.map { tree.range($0) } }
        }
        for chain in members where !isMarkedHidden(chain) {
            guard chain.base.kind == .call, let name = chain.base.name, name == "Button" || name == "Menu",
                  !project.declaresType(name),
                  !contextMenus.contains(where: { $0.contains(chain.range.lowerBound) }) else { continue }
            for node in controlActionSources(chain, includingTaps: false).nodes {
                switch tree.kind(node) {
                case .identifier, .memberAccess:
                    result.insert(Self.withoutSelf(compactText(node)) + "()")
                default:
                    tree.walk(node) { current in
                        if tree.kind(current) == .call { result.insert(callIdentity(current)) }
                        return true
                    }
                }
            }
        }
        return result
    }
}
