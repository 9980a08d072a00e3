import GestureLintCore

/// The callback of a `.sequenced(before:)` composition that acts without checking the phase.
struct UncheckedSequencedGestureRule: Rule {
    static let description = RuleDescription(
        id: "unchecked_sequenced_gesture",
        name: "Unchecked sequenced gesture",
        severity: .warning,
        summary: "A sequenced gesture's `onEnded`/`onChanged` acts without checking `.first`/`.second`.",
        rationale: """
            The value of `a.sequenced(before: b)` is `.first(...)` while the first gesture runs and \
            `.second(..., b?)` after it, with `b`'s value still nil when the second gesture has not started. \
            A callback that acts without matching the phase runs also when the user let go after the long \
            press without dragging: the card is dropped at a stale position, the item is deleted on a plain \
            press. Match `guard case .second(true, let drag?) = value` (or `switch value`) before acting.

            Silent when the callback checks the phase (`switch`, `if case`/`guard case`, a comparison with \
            `.first`/`.second`), is a function reference, hands the value to one of the project's own \
            functions, only puts properties back to constants (`isActive = false`, right in every phase), \
            is an `.onEnded` that ignores the value while the composition's `.onChanged` checks the phase \
            (it ends what that callback began), acts on the state that another callback's phase check \
            produced (`.updating` or `.onChanged` switches over the phase and writes `mode`; this callback \
            reads `mode`), or follows a `.map` that replaced the value.
            """,
        triggeringExamples: [
            """
            struct DraggableCard: View {
                @State private var offset = CGSize.zero
                var onDrop: () -> Void

                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(
                            LongPressGesture(minimumDuration: 0.3)
                                .sequenced(before: DragGesture())
                                .↓onEnded { _ in
                                    onDrop()
                                }
                        )
                        .accessibilityAction(named: "Drop") { onDrop() }
                }
            }
            """,
            """
            struct ReorderableRow: View {
                @State private var isReordering = false
                let haptics = UIImpactFeedbackGenerator(style: .medium)

                private var pressThenDrag: some Gesture {
                    LongPressGesture().sequenced(before: DragGesture())
                }

                var body: some View {
                    Text("Item")
                        .gesture(pressThenDrag.↓onChanged { _ in
                            haptics.impactOccurred()
                            isReordering = true
                        })
                        .accessibilityAction(named: "Move") {}
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct DraggableCard: View {
                @State private var offset = CGSize.zero
                var onDrop: () -> Void

                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(
                            LongPressGesture(minimumDuration: 0.3)
                                .sequenced(before: DragGesture())
                                .onEnded { value in
                                    guard case .second(true, let drag?) = value else { return }
                                    offset = drag.translation
                                    onDrop()
                                }
                        )
                }
            }
            """,
            """
            struct PressState: View {
                @State private var isActive = false

                var body: some View {
                    Circle()
                        .gesture(
                            LongPressGesture().sequenced(before: DragGesture())
                                .onChanged { value in
                                    switch value {
                                    case .first(true): isActive = true
                                    case .second(true, _): isActive = true
                                    default: break
                                    }
                                }
                                .onEnded { _ in isActive = false }
                        )
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) {
        let model = context.model
        for callback in model.callbacks where callback.kind == .onEnded || callback.kind == .onChanged {
            let value = model.gestures[callback.gesture]
            guard value.kind == .composition(.sequenced), !Self.valueIsMapped(value, before: callback, model),
                  case .closure(let closure) = callback.body else { continue }
            let statements = model.closureStatements(closure)
            guard !statements.isEmpty, !Self.checksPhase(closure, model), !Self.delegatesValue(closure, model),
                  !Self.onlyResets(statements, model),
                  !Self.endsWhatACheckedCallbackBegan(callback, closure, model),
                  !Self.actsOnCheckedState(callback, closure, model) else { continue }
            let name = callback.kind == .onEnded ? "onEnded" : "onChanged"
            context.report(callback.nameRange,
                           "\(name) of a sequenced gesture acts without checking the phase, so it also runs when only "
                           + "the first gesture completed; check the phase first, e.g. `guard case .second(true, let drag?) = value "
                           + "else { return }` or a switch over .first/.second")
        }
    }

    /// `.map { ... }` before the callback changes the value: it is no longer the sequence's.
    static func valueIsMapped(_ value: GestureValue, before callback: GestureCallback, _ model: GestureModel) -> Bool {
        for modifier in value.modifiers {
            if modifier.nameRange.lowerBound >= callback.nameRange.lowerBound { break }
            if modifier.name == "map" { return true }
        }
        return false
    }

    /// A `switch`, a `case` pattern (`if case`, `guard case`) or a `.first`/`.second` mention.
    static func checksPhase(_ closure: NodeID, _ model: GestureModel) -> Bool {
        let tree = model.tree
        var found = false
        tree.walk(closure) { node in
            if found { return false }
            switch tree.kind(node) {
            case .switchStmt, .casePattern:
                found = true
            case .condition:
                if tree.keywordIs(node, "case", in: model.file) { found = true }
            case .implicitMember, .memberAccess:
                if let name = tree.name(node, in: model.file), name == "first" || name == "second" { found = true }
            default:
                break
            }
            return !found
        }
        return found
    }

    /// The value is handed whole to one of the project's own functions (`model.handleSequence(value)`),
    /// which may check the phase itself. `print(value)` and other outside calls do not count.
    static func delegatesValue(_ closure: NodeID, _ model: GestureModel) -> Bool {
        guard let name = model.closureParameters(closure).first, name != "_" else { return false }
        let tree = model.tree
        var found = false
        tree.walk(closure) { node in
            if found { return false }
            if tree.kind(node) == .argument, let value = tree.value(of: node), tree.kind(value) == .identifier,
               tree.name(value, in: model.file) == name,
               let call = tree.parent(node), tree.kind(call) == .call, let callee = tree.child(call, 0),
               let calleeName = tree.name(callee, in: model.file), model.project.declaresFunction(calleeName) {
                found = true
            }
            return !found
        }
        return found
    }

    /// An `.onEnded` that ignores the value (`{ _ in dragState.endDrag() }`) while the same composition's
    /// `.onChanged` checks the phase: it ends what that callback began, which is right in every phase.
    /// (`.updating` begins nothing that lasts: its state resets itself, so an `.onEnded` beside it is an action.)
    static func endsWhatACheckedCallbackBegan(_ callback: GestureCallback, _ closure: NodeID, _ model: GestureModel) -> Bool {
        guard callback.kind == .onEnded, ignoresValue(closure, model) else { return false }
        return model.callbacks.contains { other in
            guard other.gesture == callback.gesture, other.kind == .onChanged,
                  case .closure(let otherClosure) = other.body else { return false }
            return checksPhase(otherClosure, model)
        }
    }

    /// (v2) Another callback of the composition (`.updating`, `.onChanged`) switches over the phase,
    /// and this one acts on the state that check produced (`if mode == .dragging { drop() }`): the
    /// phases are handled, just in another callback.
    static func actsOnCheckedState(_ callback: GestureCallback, _ closure: NodeID, _ model: GestureModel) -> Bool {
        var produced: Set<String> = []
        for other in model.callbacks(of: callback.gesture) where other.id != callback.id {
            guard case .closure(let otherClosure) = other.body, checksPhase(otherClosure, model) else { continue }
            for write in other.writes { produced.insert(write.target.root) }
            if other.kind == .updating {
                for modifier in model.gestures[callback.gesture].modifiers where modifier.name == "updating"
                    && modifier.nameRange.lowerBound <= other.nameRange.lowerBound {
                    if let binding = modifier.arguments.first?.value {
                        let text = model.compactText(binding)
                        if text.hasPrefix("$") { produced.insert(String(text.dropFirst())) }
                    }
                }
            }
        }
        guard !produced.isEmpty else { return false }
        let tree = model.tree
        var found = false
        tree.walk(closure) { node in
            if found { return false }
            if tree.kind(node) == .identifier, let name = tree.name(node, in: model.file), produced.contains(name) {
                // A write target is no read of the state.
                found = !callback.writes.contains { $0.target.range.lowerBound == tree.range(node).lowerBound }
            }
            return !found
        }
        return found
    }

    /// `{ _ in ... }` or `{ ... }` with no `$0`.
    static func ignoresValue(_ closure: NodeID, _ model: GestureModel) -> Bool {
        let parameters = model.closureParameters(closure)
        if let first = parameters.first { return first == "_" }
        let tree = model.tree
        var usesShorthand = false
        tree.walk(closure) { node in
            if usesShorthand { return false }
            if node != closure, tree.kind(node) == .closure { return false }
            if tree.kind(node) == .identifier, tree.name(node, in: model.file) == "$0" { usesShorthand = true }
            return !usesShorthand
        }
        return !usesShorthand
    }

    /// Every statement puts a property back to a constant (`isActive = false`, `offset = .zero`),
    /// possibly inside `withAnimation { }`: right in every phase.
    static func onlyResets(_ statements: [NodeID], _ model: GestureModel) -> Bool {
        guard !statements.isEmpty else { return false }
        for statement in statements {
            if let (_, value) = model.assignment(statement), model.isConstant(value) { continue }
            if let closure = model.withAnimationClosure(statement), onlyResets(model.closureStatements(closure), model) { continue }
            return false
        }
        return true
    }
}
