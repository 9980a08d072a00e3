/// (fix round 9) Touch inspection through a model: a drag whose `.onChanged` only hands the
/// touch's location to one of the project's methods on a model (`chartData.setTouchInteraction(
/// touchLocation: value.location, chartSize: geo.frame(in: .local))`), a method that only raises a
/// touch flag (`isTouchCurrent = true`), records the touch it is given (`touchLocation =
/// touchLocation`) and passes it on unchanged to a lookup (`getDataPoint(touchLocation:
/// touchLocation, ...)`), and whose `.onEnded` only puts the model's touch state back, on every
/// path: it lowers that flag and empties what the touch showed (`touchOverlayInfo = []`, `= nil`).
/// What the touch showed disappears when the finger lifts: scrub-to-inspect, nothing lasts.
/// Not a seek: a method that computes and stores a value from the touch (`progress = x / width`),
/// an end that calls something or leaves the selection set, stays lasting.
extension GestureModel {
    public func isTouchInspection(_ gesture: Int) -> Bool {
        let value = gestures[gesture]
        guard value.type == .drag, value.components.isEmpty else { return false }
        let callbacks = callbacks(of: gesture)
        guard callbacks.count == 2,
              let changed = callbacks.first(where: { $0.kind == .onChanged }),
              let ended = callbacks.first(where: { $0.kind == .onEnded }),
              case .closure = changed.body, case .closure = ended.body else { return false }
        // `.onChanged`: one statement, a call `model.method(...)` handing over `value.location`.
        guard changed.writes.isEmpty, changed.statements.count == 1, let call = changed.statements.first,
              tree.kind(call) == .call, let callee = tree.child(call, 0), tree.kind(callee) == .memberAccess,
              let base = tree.child(callee, 0) else { return false }
        let receiver = Self.withoutSelf(compactText(base))
        guard !receiver.isEmpty, receiver != "self", let parameter = changed.parameterNames.first,
              handsOverOnlyTheLocation(call, parameter: parameter) else { return false }
        // `.onEnded`: only plain put-backs of the receiver's properties, none conditional.
        guard !ended.statements.isEmpty, ended.writes.count == ended.statements.count else { return false }
        var lowered: Set<String> = []
        var emptied: Set<String> = []
        for write in ended.writes {
            guard !write.isConditional, write.assignmentOperator == "=", let newValue = write.value,
                  ended.statements.contains(write.node), let target = tree.child(write.node, 0) else { return false }
            let path = Self.withoutSelf(compactText(target))
            guard path.hasPrefix(receiver + ".") else { return false }
            let member = String(path.dropFirst(receiver.count + 1))
            switch compactText(newValue) {
            case "false": lowered.insert(member)
            case "[]", "nil": emptied.insert(member)
            default: return false
            }
        }
        guard !lowered.isEmpty, !emptied.isEmpty else { return false }
        // The method (each of the project's, at most `maximumCallees`; a protocol's requirement
        // has no body, its extension's implementation does) raises one of those flags and
        // otherwise only records and passes on the touch.
        let callees = project.functions(calledBy: call, in: analysis)
        guard callees.count <= Self.maximumCallees else { return false }
        let implementations = callees.filter { $0.body != nil }
        guard !implementations.isEmpty else { return false }
        return implementations.allSatisfy { function in
            guard let body = function.body, let other = project.analysis(of: function.site.file) else { return false }
            return Self.onlyRaisesAndRecords(body, parameters: Set(function.parameterNames), flags: lowered,
                                              emptied: emptied, tree: other.tree, file: other.file)
        }
    }

    /// Every argument is `value.location` or does not read the callback's parameter (`geo.frame(in:
    /// .local)`, `chartSize`), and one is `value.location`; no closure.
    private func handsOverOnlyTheLocation(_ call: NodeID, parameter: String) -> Bool {
        var location = false
        for argument in tree.arguments(of: call) {
            guard let argumentValue = tree.value(of: argument), tree.kind(argumentValue) != .closure else { return false }
            let text = compactText(argumentValue)
            if text == parameter + ".location" { location = true; continue }
            var readsParameter = false
            tree.walk(argumentValue) { node in
                if tree.kind(node) == .identifier, compactText(node) == parameter { readsParameter = true }
                return !readsParameter
            }
            if readsParameter { return false }
        }
        return location
    }

    /// The body's statements are each: `flag = true` for a flag the end lowers, `name = parameter`
    /// (the touch recorded as given) for a property the end does not empty, or a call whose
    /// arguments are only the method's parameters (the touch passed on to a lookup); at least one
    /// flag raised.
    static func onlyRaisesAndRecords(_ body: NodeID, parameters: Set<String>, flags: Set<String>,
                                     emptied: Set<String>, tree: SyntaxTree, file: SourceFile) -> Bool {
        let reader = ActionEffectsReader(tree: tree, file: file)
        var raised = false
        let statements = tree.statements(of: body)
        guard !statements.isEmpty else { return false }
        for statement in statements {
            switch tree.kind(statement) {
            case .sequence:
                guard tree.children(statement).count == 3, let target = tree.child(statement, 0),
                      let op = tree.child(statement, 1), tree.kind(op) == .binaryOperator,
                      let token = tree.nameToken(op), file.text(token.range) == "=",
                      let newValue = tree.child(statement, 2) else { return false }
                let path = withoutSelf(reader.compactText(target))
                let text = reader.compactText(newValue)
                if text == "true", flags.contains(path) { raised = true; continue }
                guard tree.kind(newValue) == .identifier, parameters.contains(text), !emptied.contains(path) else { return false }
            case .call:
                let arguments = tree.arguments(of: statement)
                guard !arguments.isEmpty, let callee = tree.child(statement, 0),
                      tree.kind(callee) == .identifier || tree.kind(callee) == .memberAccess else { return false }
                if tree.kind(callee) == .memberAccess {
                    guard let base = tree.child(callee, 0), reader.compactText(base) == "self" else { return false }
                }
                for argument in arguments {
                    guard let argumentValue = tree.value(of: argument), tree.kind(argumentValue) == .identifier,
                          parameters.contains(reader.compactText(argumentValue)) else { return false }
                }
            default:
                return false
            }
        }
        return raised
    }
}
