import GestureLintCore

struct GestureAccessibilityRule: Rule {
    static let description = RuleDescription(
        id: "gesture_accessibility",
        name: "Gesture accessibility",
        severity: .warning,
        summary: "A drag, long press, pinch, rotation or custom gesture is the only way to perform an action: add an accessibility action",
        rationale: """
            VoiceOver, Switch Control, Voice Control and Full Keyboard Access users cannot drag, \
            pinch, rotate or hold. When a gesture is the only way to reorder a card, zoom a photo, \
            rotate a dial or delete an item, those users cannot do it at all. \
            `.accessibilityAction(named:)`, `.accessibilityAdjustableAction`, `.accessibilityZoomAction`, \
            `.accessibilityScrollAction`, `.accessibilityActions` or `.accessibilityRepresentation` in \
            the same modifier chain expose the same action to assistive technologies.
            Silent for taps (see tap_gesture_should_be_button), for gestures on a view that is already \
            a control (a Button, Slider, Toggle ... or a view with a button style or the button trait: \
            the gesture only adds feedback), and for gestures whose callbacks change nothing that \
            lasts (only `.updating` of `@GestureState`: a wobble or a live preview that springs back).
            """,
        triggeringExamples: [
            """
            struct CardView: View {
                @State private var offset: CGSize = .zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .↓gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { _ in withAnimation(.spring) { offset = .zero } }
                        )
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                private var pinch: some Gesture {
                    MagnifyGesture().onEnded { value in scale = min(max(scale * value.magnification, 1), 4) }
                }
                var body: some View {
                    Image("photo").scaleEffect(scale).↓gesture(pinch)
                }
            }
            """,
            """
            struct MessageRow: View {
                let message: Message
                @Binding var pinned: Set<Message.ID>
                var body: some View {
                    Text(message.text)
                        .↓onLongPressGesture(minimumDuration: 0.5) { pinned.insert(message.id) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct CardView: View {
                @State private var offset: CGSize = .zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(DragGesture().onEnded { value in offset = value.translation })
                        .accessibilityAction(named: "Move right") { offset.width += 40 }
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
                        .accessibilityZoomAction { action in scale = action.direction == .zoomIn ? 2 : 1 }
                }
            }
            """,
            """
            struct WobbleView: View {
                @GestureState private var drag: CGSize = .zero
                var body: some View {
                    Circle()
                        .offset(drag)
                        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct PlayButton: View {
                @State private var pressed = false
                var body: some View {
                    Button("Play") { play() }
                        .simultaneousGesture(LongPressGesture().onEnded { _ in pressed = true })
                }
            }
            """,
        ])

    static let alternatives: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityScrollAction", "accessibilityZoomAction", "accessibilityRepresentation",
    ]

    func check(_ context: RuleContext) {
        let scanner = OutlineScanner(file: context.file, tokens: context.tokens)
        let outline = scanner.outline
        for attachment in scanner.attachments() where attachment.modifierName != "onTapGesture" {
            let gesture = attachment.gesture
            guard let kind = gesture.parts.first(where: { !$0.kind.isTap })?.kind else { continue }
            // Only callbacks that do something lasting make an action to offer.
            let lasting = gesture.callbacks.contains { callback in
                guard callback.name != "updating" else { return false }
                guard let closure = callback.closure else { return true }
                return !outline.isEmptyClosure(closure)
            }
            guard lasting else { continue }
            if outline.isControl(attachment.chain, scanner: scanner) { continue }
            if attachment.chain.links.contains(where: { Self.alternatives.contains(outline.text($0.name)) }) { continue }
            context.report(outline.token(attachment.modifier), Self.message(for: kind))
        }
    }

    static func message(for kind: OutlineGestureKind) -> String {
        let users = "for VoiceOver, Switch Control and keyboard users"
        switch kind {
        case .magnify:
            return "This pinch has no accessible alternative; add .accessibilityZoomAction that zooms the same way, \(users)"
        case .drag:
            return "This drag has no accessible alternative; add .accessibilityAction(named:) or .accessibilityAdjustableAction that does the same, \(users)"
        case .rotate:
            return "This rotation has no accessible alternative; add .accessibilityAdjustableAction or .accessibilityAction(named:) that rotates the same way, \(users)"
        case .longPress:
            return "This long press has no accessible alternative; add .accessibilityAction(named:) that does the same, \(users)"
        default:
            return "This custom gesture has no accessible alternative; add .accessibilityAction(named:) that does the same, \(users)"
        }
    }
}

extension TokenOutline {
    static let controlNames: Set<String> = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "NavigationLink", "Link", "Menu", "ShareLink", "PasteButton", "EditButton",
    ]

    /// Whether the chain's view is already a control: a control type, a button/toggle style, or the button trait.
    func isControl(_ chain: OutlineChain, scanner: OutlineScanner) -> Bool {
        if let base = chain.baseName, Self.controlNames.contains(text(base)), !scanner.declaredTypes.contains(text(base)) {
            return true
        }
        for link in chain.links {
            let name = text(link.name)
            if name == "buttonStyle" || name == "toggleStyle" { return true }
            if name == "accessibilityAddTraits", let open = link.arguments, match[open] > open {
                for position in open..<match[open] where isWord(position, "isButton") { return true }
            }
        }
        return false
    }
}
