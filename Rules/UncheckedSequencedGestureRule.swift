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
        let outline = Outline.of(context)
        for chain in outline.chains where !chain.links.isEmpty {
            for link in chain.links where link.name == "onEnded" || link.name == "onChanged" {
                guard let closure = link.call?.closures.first, !closure.isEmpty,
                      Self.isSequence(chain, before: link.position, outline) else { continue }
                guard !Self.checksPhase(closure, outline), !Self.delegatesValue(closure, outline),
                      !Self.onlyResets(closure.scope, outline) else { continue }
                context.report(outline.range(link.nameIndex),
                               "\(link.name) of a sequenced gesture acts without checking the phase, so it also runs when only "
                               + "the first gesture completed; check the phase first, e.g. `guard case .second(true, let drag?) = value "
                               + "else { return }` or a switch over .first/.second")
            }
        }
    }

    /// Whether the callback at `position` receives a sequence's value: the nearest composition
    /// before it (past other callbacks) is `.sequenced(before:)`, or the receiver resolves to one.
    static func isSequence(_ chain: Outline.Chain, before position: Int, _ outline: Outline) -> Bool {
        var index = position - 1
        while index >= 0 {
            let previous = chain.links[index]
            switch previous.name {
            case "onChanged", "onEnded", "updating":
                index -= 1
                continue
            case "sequenced":
                return previous.call?.arguments.first?.label == "before" && !outline.isProjectFunction(previous)
            default:
                index = -1
            }
        }
        guard let receiver = outline.resolveGesture(chain, upTo: position),
              case .composition(let op, _, _) = receiver.shape else { return false }
        return op == "sequenced"
    }

    /// A `switch`, a `case` pattern (`if case`, `guard case`) or a `.first`/`.second` comparison.
    static func checksPhase(_ closure: Outline.Closure, _ outline: Outline) -> Bool {
        for j in closure.bodyStart..<closure.close {
            if outline.isWord(j, "switch") || outline.isWord(j, "case") { return true }
            if outline.kind(j) == .period, outline.isWord(j + 1, "first") || outline.isWord(j + 1, "second") { return true }
        }
        return false
    }

    /// The value is handed whole to a function (`handle(value)`), which may check the phase itself.
    static func delegatesValue(_ closure: Outline.Closure, _ outline: Outline) -> Bool {
        guard let name = closure.parameters.first, name != "_" else { return false }
        for j in closure.bodyStart..<closure.close where outline.isWord(j, name) {
            let before = outline.kind(j - 1)
            let after = outline.kind(j + 1)
            if before == .leftParen, outline.kind(j - 2) == .backslash { continue }  // string interpolation
            if before == .leftParen || before == .comma || before == .colon, after == .rightParen || after == .comma { return true }
        }
        return false
    }

    /// Every statement puts a property back to a constant (`isActive = false`, `offset = .zero`),
    /// possibly inside `withAnimation { }`: right in every phase.
    static func onlyResets(_ scope: Outline.Scope, _ outline: Outline) -> Bool {
        guard scope.nestedStatements.isEmpty, scope.returns.isEmpty, scope.localMembers.isEmpty,
              !scope.statements.isEmpty else { return false }
        for statement in scope.statements {
            if statement.operators == ["="], statement.operands.count == 2, isConstant(statement.operands[1]) { continue }
            if let call = statement.single, call.baseName == "withAnimation", call.links.isEmpty,
               let body = call.baseCall?.closures.last, onlyResets(body.scope, outline) { continue }
            return false
        }
        return true
    }

    static func isConstant(_ chain: Outline.Chain) -> Bool {
        switch chain.baseKind {
        case .literal: return chain.links.isEmpty
        case .implicitMember: return chain.baseCall == nil && chain.links.isEmpty
        case .name: return chain.baseCall == nil && chain.links.count == 1 && chain.links[0].call == nil
            && chain.baseName?.first?.isUppercase == true
        default: return false
        }
    }
}
