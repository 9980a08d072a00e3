import GestureLintCore

/// A single-tap action written as a tap gesture instead of a `Button`.
struct TapGestureShouldBeButtonRule: Rule {
    static let description = RuleDescription(
        id: "tap_gesture_should_be_button",
        name: "Tap gesture should be a Button",
        severity: .warning,
        summary: "A single-tap action written as `.onTapGesture`/`TapGesture`; use `Button` with `.buttonStyle(.plain)`.",
        rationale: """
            A view that only reacts to `.onTapGesture { ... }` or `.gesture(TapGesture().onEnded { ... })` \
            has no button trait and no activation action: VoiceOver reads it as plain text and a double-tap \
            does nothing, Voice Control shows no number for it, and Switch Control and a hardware keyboard \
            cannot reach it. `Button(action:label:)` gives all of that for free, and `.buttonStyle(.plain)` \
            keeps the custom look.

            Silent when the tap is not a plain action: an empty closure (a known way to let a scroll view \
            win), a count of 2 or more, a closure that reads the tap location or a `coordinateSpace:`, \
            `SpatialTapGesture`, a chain that already has `.accessibilityAddTraits(.isButton)`/`.isLink`, \
            `.accessibilityAction`, `.accessibilityRepresentation` or `.accessibilityHidden(true)` (also a \
            container hidden or marked as the button around the tapped view), a tap \
            on a control or on a container that holds one (see `parent_child_gesture_conflict`), taps \
            attached with `.simultaneousGesture`, `.highPriorityGesture` or an explicit `including:` mask, \
            and background taps that only dismiss the keyboard (`hideKeyboard()`, `isFocused = false`, \
            any `@FocusState` put back, such as `field = nil`).
            """,
        triggeringExamples: [
            """
            struct TagChip: View {
                let tag: String
                @Binding var selection: String?

                var body: some View {
                    Text(tag)
                        .padding(8)
                        .background(Capsule().fill(.thinMaterial))
                        .↓onTapGesture { selection = tag }
                }
            }
            """,
            """
            struct AlbumCover: View {
                let album: Album
                var open: () -> Void

                var body: some View {
                    Image(album.artwork)
                        .resizable()
                        .gesture(↓TapGesture().onEnded { open() })
                }
            }
            """,
            """
            struct RowCard: View {
                var onSelect: () -> Void

                private var select: some Gesture {
                    TapGesture(count: 1)
                        .onEnded { onSelect() }
                }

                var body: some View {
                    Label("Inbox", systemImage: "tray")
                        .↓gesture(select)
                }
            }
            """,
            """
            extension View {
                func onActivate(_ action: @escaping () -> Void) -> some View {
                    ↓onTapGesture(count: 1, perform: action)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct TagChip: View {
                let tag: String
                @Binding var selection: String?

                var body: some View {
                    Button { selection = tag } label: {
                        Text(tag)
                            .padding(8)
                            .background(Capsule().fill(.thinMaterial))
                    }
                    .buttonStyle(.plain)
                }
            }
            """,
            """
            struct PhotoCell: View {
                @State private var isZoomed = false

                var body: some View {
                    Image("photo")
                        .onTapGesture(count: 2) { isZoomed.toggle() }
                }
            }
            """,
            """
            struct Canvas: View {
                @State private var points: [CGPoint] = []

                var body: some View {
                    Rectangle()
                        .onTapGesture { location in points.append(location) }
                        .gesture(SpatialTapGesture().onEnded { value in points.append(value.location) })
                }
            }
            """,
            """
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        content
                    }
                    .onTapGesture {}
                }
                var content: some View { Text("Feed") }
            }
            """,
            """
            struct Avatar: View {
                var showProfile: () -> Void

                var body: some View {
                    Image(systemName: "person.crop.circle")
                        .onTapGesture { showProfile() }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Profile")
                }
            }
            """,
            """
            struct Row: View {
                @State private var highlighted = false

                var body: some View {
                    Button("Open") { open() }
                        .simultaneousGesture(TapGesture().onEnded { highlighted = true })
                }
                func open() {}
            }
            """,
        ]
    )

    static func message(_ form: String) -> String {
        "A single-tap action in \(form) has no button trait and cannot be activated by VoiceOver, Voice Control "
            + "or the keyboard; use Button(action:label:) with .buttonStyle(.plain) for a custom look"
    }

    func check(_ context: RuleContext) {
        let model = context.model
        let byChain = model.attachmentsByChain()
        // Per chain, not per attachment: the answer only depends on the chain, and scanning its
        // modifiers for each of its taps is quadratic on a long chain.
        var exemptByChain: [Int: Bool] = [:]
        for attachment in model.attachments {
            guard let anchor = Self.buttonLikeTap(attachment, model) else { continue }
            let chain = model.chains[attachment.chain]
            let exempt = exemptByChain[chain.id] ?? {
                let answer = Self.isExempt(chain, model, byChain)
                exemptByChain[chain.id] = answer
                return answer
            }()
            if exempt { continue }
            let form = attachment.kind == .onTapGesture ? "onTapGesture" : "TapGesture"
            context.report(anchor, Self.message(form))
        }
    }

    /// The chain already makes the view accessible as an action, or hides it from assistive tech.
    /// Accessible as a button already, or a control, or a container holding one (then
    /// parent_child_gesture_conflict reports it).
    static func isExempt(_ chain: ModifierChain, _ model: GestureModel, _ byChain: [Int: [GestureAttachment]]) -> Bool {
        chainIsAccessible(chain, model) || ancestorIsAccessibleButton(chain, model)
            || model.isControl(chain) || model.conflictingDescendant(of: chain, byChain) != nil
    }

    static func chainIsAccessible(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        for modifier in chain.modifiers {
            switch modifier.name {
            case "accessibilityAddTraits":
                if model.mentions(modifier, ["isButton", "isLink"]) { return true }
            case "accessibilityAction", "accessibilityActions", "accessibilityRepresentation":
                return true
            case "accessibilityHidden":
                if let value = modifier.arguments.first?.value, model.text(value) == "true" { return true }
            case "accessibility":
                // Deprecated forms: `.accessibility(addTraits: .isButton)`, `.accessibility(hidden: true)`.
                if modifier.argument("addTraits") != nil, model.mentions(modifier, ["isButton", "isLink"]) { return true }
                if let value = modifier.argument("hidden")?.value, model.text(value) == "true" { return true }
            default:
                break
            }
        }
        return false
    }

    /// A container around the tapped view that is hidden from assistive technologies, or that is
    /// itself marked as the button/link (`.accessibilityElement(children: .combine)` +
    /// `.accessibilityAddTraits(.isButton)`): activating it reaches the child's tap.
    static func ancestorIsAccessibleButton(_ chain: ModifierChain, _ model: GestureModel) -> Bool {
        for ancestor in model.ancestors(of: chain.id) {
            for modifier in model.chains[ancestor].modifiers {
                switch modifier.name {
                case "accessibilityAddTraits":
                    if model.mentions(modifier, ["isButton", "isLink"]) { return true }
                case "accessibilityHidden":
                    if let value = modifier.arguments.first?.value, model.text(value) == "true" { return true }
                default:
                    break
                }
            }
        }
        return false
    }

    /// A tap whose every statement dismisses the keyboard (`hideKeyboard()`, `endEditing`,
    /// `resignFirstResponder`, `isFocused = false`, `focusedField = nil`, any `@FocusState` put back): a background tap, not
    /// an action anyone needs to reach.
    /// Whether the assigned property is declared `@FocusState` (`field = nil` with `@FocusState var field: Field?`).
    static func isFocusState(_ target: NodeID, _ model: GestureModel) -> Bool {
        let range = model.tree.range(target)
        return model.propertyWrites.contains { write in
            write.target.range == range && write.target.declaration?.wrapper == .focusState
        }
    }

    static func dismissesKeyboardOnly(_ closure: NodeID, _ model: GestureModel) -> Bool {
        let statements = model.closureStatements(closure)
        guard !statements.isEmpty else { return false }
        for statement in statements {
            if let (target, value) = model.assignment(statement), model.isConstant(value),
               model.text(target).lowercased().contains("focus") || isFocusState(target, model) { continue }
            let kind = model.tree.kind(statement)
            let text = model.text(statement).lowercased()
            if kind != .sequence, text.contains("keyboard") || text.contains("endediting") || text.contains("resignfirstresponder") { continue }
            return false
        }
        return true
    }

    /// Where to report when an attachment is a plain single-tap action, else nil.
    static func buttonLikeTap(_ attachment: GestureAttachment, _ model: GestureModel) -> Range<Int>? {
        if attachment.kind == .gesture, !attachment.hasExplicitMask, let qualified = model.qualifiedGesture(attachment),
           qualified.type == "TapGesture", model.tapCount(qualified.arguments) == 1,
           let ended = qualified.modifiers.last(where: { $0.name == "onEnded" }) {
            if let closure = ended.closures.first,
               model.closureStatements(closure).isEmpty || dismissesKeyboardOnly(closure, model) { return nil }
            return qualified.range
        }
        guard let gesture = attachment.gesture else { return nil }
        let value = model.gestures[gesture]
        let chain = model.chains[attachment.chain]
        let modifier = chain.modifiers[attachment.modifierIndex]
        switch attachment.kind {
        case .onTapGesture:
            guard model.tapCount(modifier.arguments) == 1, modifier.argument("coordinateSpace") == nil,
                  let perform = model.callbacks(of: gesture).first(where: { $0.kind == .perform }) else { return nil }
            switch perform.body {
            case .closure(let closure):
                // `{ location in ... }` reads the tap location: not a button.
                guard model.closureParameters(closure).allSatisfy({ $0 == "_" }),
                      !model.closureStatements(closure).isEmpty, !dismissesKeyboardOnly(closure, model) else { return nil }
                return attachment.nameRange
            case .function:
                return model.isArgumentlessAction(perform, at: modifier.node) ? attachment.nameRange : nil
            case .unknown:
                return nil
            }
        case .gesture:
            guard !attachment.hasExplicitMask, value.type == .tap, model.tapCount(value.arguments) == 1,
                  let ended = model.callbacks(of: gesture).last(where: { $0.kind == .onEnded }) else { return nil }
            switch ended.body {
            case .closure(let closure):
                guard !model.closureStatements(closure).isEmpty, !dismissesKeyboardOnly(closure, model) else { return nil }
            case .function:
                break
            case .unknown:
                return nil
            }
            let inline = value.resolvedThrough.isEmpty
            return inline ? (value.nameRange ?? attachment.nameRange) : attachment.nameRange
        case .onLongPressGesture, .simultaneousGesture, .highPriorityGesture:
            return nil
        }
    }
}
