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
            `.accessibilityAction`, `.accessibilityRepresentation` or `.accessibilityHidden(true)`, a tap \
            on a control or on a container that holds one (see `parent_child_gesture_conflict`), taps \
            attached with `.simultaneousGesture`, `.highPriorityGesture` or an explicit `including:` mask, \
            and background taps that only dismiss the keyboard (`hideKeyboard()`, `isFocused = false`).
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
        let outline = Outline.of(context)
        for chain in outline.chains where !chain.links.isEmpty {
            let attachments = outline.attachments(of: chain)
            guard !attachments.isEmpty, !Self.chainIsAccessible(chain, outline) else { continue }
            for attachment in attachments {
                guard let anchor = Self.buttonLikeTap(attachment, outline) else { continue }
                // A tap on a control, or on a container holding one (parent_child_gesture_conflict).
                if outline.isControl(chain) || outline.conflictingDescendant(of: chain) != nil { break }
                let form = attachment.link.name == "onTapGesture" ? "onTapGesture" : "TapGesture"
                context.report(outline.range(anchor), Self.message(form))
            }
        }
    }

    /// The chain already makes the view accessible as an action, or hides it from assistive tech.
    static func chainIsAccessible(_ chain: Outline.Chain, _ outline: Outline) -> Bool {
        for link in chain.links {
            switch link.name {
            case "accessibilityAddTraits":
                if outline.argumentsMention(link, [".isButton", ".isLink"]) { return true }
            case "accessibilityAction", "accessibilityActions", "accessibilityRepresentation":
                return true
            case "accessibility":
                // Deprecated forms: `.accessibility(addTraits: .isButton)`, `.accessibility(hidden: true)`.
                if let call = link.call, call.argument("addTraits") != nil, outline.argumentsMention(link, [".isButton", ".isLink"]) { return true }
                if let hidden = link.call?.argument("hidden"), hidden.end == hidden.start + 1, outline.isWord(hidden.start, "true") { return true }
            case "accessibilityHidden":
                if let call = link.call, call.open >= 0, call.close == call.open + 2, outline.isWord(call.open + 1, "true") { return true }
            default:
                break
            }
        }
        return false
    }

    /// A tap whose every statement dismisses the keyboard (`hideKeyboard()`, `endEditing`,
    /// `resignFirstResponder`, `isFocused = false`, `focusedField = nil`): a background tap, not
    /// an action anyone needs to reach.
    static func dismissesKeyboardOnly(_ closure: Outline.Closure, _ outline: Outline) -> Bool {
        let scope = closure.scope!
        guard !scope.statements.isEmpty, scope.nestedStatements.isEmpty, scope.localMembers.isEmpty else { return false }
        for statement in scope.statements {
            let words = (statement.start..<statement.end).map { outline.word($0).lowercased() }
            if statement.operators == ["="], statement.operands.count == 2,
               let target = statement.operands[0].links.last?.name ?? statement.operands[0].baseName,
               target.lowercased().contains("focus") {
                continue
            }
            if statement.operators.isEmpty,
               words.contains(where: { $0.contains("keyboard") || $0 == "endediting" || $0 == "resignfirstresponder" }) {
                continue
            }
            return false
        }
        return true
    }

    /// The token to report when an attachment is a plain single-tap action, else nil.
    static func buttonLikeTap(_ attachment: Outline.Attachment, _ outline: Outline) -> Int? {
        let link = attachment.link
        guard let call = link.call else { return nil }
        switch link.name {
        case "onTapGesture":
            guard outline.tapCount(call) == 1, call.argument("coordinateSpace") == nil else { return nil }
            guard let perform = call.argument("perform") ?? call.arguments.last(where: { $0.trailing }) else { return nil }
            if let closure = perform.closure {
                // `{ location in ... }` reads the tap location: not a button.
                guard !closure.hasSignature || closure.parameters.allSatisfy({ $0 == "_" }) else { return nil }
                guard !closure.isEmpty, !dismissesKeyboardOnly(closure, outline) else { return nil }
                return link.nameIndex
            }
            // A function reference: an action only when it takes no argument.
            guard let value = perform.value?.single, value.links.isEmpty, value.baseCall == nil,
                  value.baseKind == .name, let name = value.baseName,
                  let type = outline.declaredType(of: name, from: value.scope) else { return nil }
            let compact = type.filter { !$0.isWhitespace }
            let takesNothing = compact == "func(0)" || compact.contains("()->Void") || compact.contains("()->()")
            return takesNothing ? link.nameIndex : nil
        case "gesture":
            guard call.argument("including") == nil else { return nil }
            guard let gesture = attachment.gestures.first, attachment.gestures.count == 1,
                  case .primitive(let type, let typeIndex, let typeCall) = gesture.shape, type == "TapGesture",
                  outline.tapCount(typeCall) == 1 else { return nil }
            guard let ended = gesture.callbacks.last(where: { $0.name == "onEnded" }), let endedCall = ended.call else { return nil }
            if let closure = endedCall.closures.first {
                guard !closure.isEmpty, !dismissesKeyboardOnly(closure, outline) else { return nil }
            } else if endedCall.arguments.isEmpty {
                return nil
            }
            return gesture.inline ? typeIndex : link.nameIndex
        default:
            return nil
        }
    }
}
