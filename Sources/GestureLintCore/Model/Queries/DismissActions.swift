/// Whether an action only dismisses or clears: the "tap outside" pattern (hide the keyboard, drop
/// the focus or selection, close a presentation), which no user needs another way to reach.
extension GestureModel {
    /// What one statement of an action does, for the dismiss-only questions.
    enum DismissKind { case keyboard, clear, other }

    /// Whether every statement of `body` (a closure or code block) dismisses or clears: sets a
    /// property to `nil`/`false`/`.none` (focus, selection, editing, presentation), sets a focus
    /// property to any constant, calls `dismiss()`, or hides the keyboard (`endEditing`,
    /// `resignFirstResponder`, a `hideKeyboard()`-style helper); also inside `withAnimation { }`.
    public func isDismissOnly(_ body: NodeID) -> Bool {
        let statements = statements(in: body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { dismissKind($0) != .other }
    }

    /// Whether every statement of `body` only hides the keyboard (or drops a focus).
    public func isKeyboardDismissOnly(_ body: NodeID) -> Bool {
        let statements = statements(in: body)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { dismissKind($0) == .keyboard }
    }

    /// Whether `body` closes or clears something anywhere, possibly behind a condition: a
    /// `dismiss()`/`close…()`/`hide…()` call or a dismiss-kind assignment (`isOpen = false`,
    /// `selection = nil`). For backdrops, where any dismissal marks the "tap outside" pattern.
    public func containsDismissal(_ body: NodeID) -> Bool {
        var found = false
        tree.walk(body) { node in
            if found { return false }
            switch tree.kind(node) {
            case .call:
                if let name = calleeName(node), Self.isDismissName(name) { found = true }
            case .sequence:
                if dismissKind(node) != .other { found = true }
            default:
                break
            }
            return !found
        }
        return found
    }

    /// `dismiss`, `dismissToast`, `close`, `closeMenu`, `hidePanel`.
    public static func isDismissName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("dismiss") || lower.hasPrefix("close") || lower.hasPrefix("hide")
    }

    func dismissKind(_ statement: NodeID, depth: Int = 0) -> DismissKind {
        let tree = self.tree
        switch tree.kind(statement) {
        case .sequence:
            let parts = Array(tree.children(statement))
            guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, tree.nameIs(parts[1], "=", in: file),
                  isConstant(parts[2]) else { return .other }
            let target = LowercasedText(compactText(parts[0]))
            let value = compactText(parts[2])
            let isFocus = target.contains("focus") || isFocusState(parts[0])
            if isFocus { return .keyboard }
            // Clearing puts a value away (`nil`, `false`); `showsEditor = true` presents something.
            if value == "nil" || value == "false" { return .clear }
            return target.contains("select") && value == ".none" ? .clear : .other
        case .call:
            guard let name = calleeName(statement) else { return .other }
            if name == "withAnimation", depth < 3,
               let closure = tree.arguments(of: statement).compactMap({ tree.value(of: $0) }).last(where: { tree.kind($0) == .closure }) {
                let inner = statements(in: closure).map { dismissKind($0, depth: depth + 1) }
                if inner.isEmpty || inner.contains(.other) { return .other }
                return inner.allSatisfy { $0 == .keyboard } ? .keyboard : .clear
            }
            if TextSearch.lowercasedContains(name, "keyboard") || name == "endEditing" || name == "resignFirstResponder" { return .keyboard }
            if name == "sendAction", TextSearch.contains(compactText(statement), "resignFirstResponder") { return .keyboard }
            if name == "makeFirstResponder", compactText(statement).hasSuffix("(nil)") { return .keyboard }
            if name == "dismiss" || name == "dismissSearch" { return .clear }
            return .other
        case .optionalChain, .forceUnwrap:
            // `UIApplication.shared.windows.first?.endEditing(true)` parses as an optional chain at the top.
            if let child = tree.child(statement, 0) { return dismissKind(child, depth: depth + 1) }
            return .other
        default:
            return .other
        }
    }

    /// Whether an assigned target is a property declared `@FocusState`.
    func isFocusState(_ target: NodeID) -> Bool {
        var name = compactText(target)
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.contains(".") else { return false }
        return property(named: name, at: target)?.wrapper == .focusState
    }
}
