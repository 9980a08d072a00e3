import GestureLintCore

/// A container's plain tap/long-press gesture competing with a control or a tap gesture inside it.
struct ParentChildGestureConflictRule: Rule {
    static let description = RuleDescription(
        id: "parent_child_gesture_conflict",
        name: "Parent and child gestures conflict",
        severity: .warning,
        summary: "A container's plain tap/long-press gesture competes with a control or tap gesture inside it.",
        rationale: """
            When a stack, list row or custom container attaches `.onTapGesture`, `.onLongPressGesture` or a \
            plain `.gesture(...)` of a tap or long press, SwiftUI has to pick one recognizer for every touch \
            on a button, toggle or tappable view inside it: either the inner control stops responding, or \
            the container's action never fires on that area, and which one wins changes with the layout. \
            Say which behaviour you want: `.simultaneousGesture` lets both fire, `.highPriorityGesture` \
            lets the container win, and `.gesture(_, including:)` with a `GestureMask` (`.subviews`, \
            `.gesture`, `.none`) decides whether the container's or the children's gestures take part.

            Silent when the container uses `.simultaneousGesture`, `.highPriorityGesture` or an explicit \
            `including:`, when the tap is empty (`.onTapGesture {}`), and for buttons that are not children of \
            the view (in `.contextMenu`, `.swipeActions`, `.toolbar`, `.sheet` and other modifier closures).

            Silent when the container uses the modifier form (`.onTapGesture`, `.onLongPressGesture`) over \
            a plain `Button`, `Link`, `ShareLink` or an inner tap: the child wins on its area and the \
            container elsewhere, the everyday row-with-a-button. The modifier form is still reported over \
            controls that track their own touches (`Toggle`, `Picker`, `Stepper`, `Slider`, `TextField`, \
            `SecureField`, `TextEditor`, `DatePicker`, `ColorPicker`, `NavigationLink`, `Menu`), and the \
            plain `.gesture(TapGesture()...)`/`.gesture(LongPressGesture()...)` form and touch-down \
            recognizers (`DragGesture(minimumDistance: 0)` with `.gesture`) over any control or inner tap. \
            Never reported when the container's action does what the inner one does (the same call or the \
            same property writes: it only enlarges the hit area), when it only dismisses or clears (drops \
            the focus or a selection, sets presentation state to `nil`/`false`, calls `dismiss()`, hides the \
            keyboard; except a keyboard-dismiss tap on a `Form` or `List` holding controls), when the only \
            "control" is an accessibility trait on a view with no action of its own, over a control switched off \
            with `.disabled(true)` (a programmatic `NavigationLink`), and on a `Group`.

            Silent too (fix round 10) over a touch-tracking control other than a text input when the \
            container's `.onTapGesture` runs exactly what a Button or Menu inside it runs (one call or one \
            constant assignment, also behind an `if`): the row is that button's larger target, and a Toggle \
            beside it keeps its own clicks.

            Silent too (fix round 12) over a text input whose own focus handler (`.onChange(of:)` of the \
            state it binds with `.focused($state)`) runs the container tap's one action: the tap does what \
            the field does when it takes focus, so it only enlarges the field's target.
            """,
        triggeringExamples: [
            """
            struct TrackRow: View {
                let track: Track
                @Binding var favorite: Bool
                var play: () -> Void

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                        Toggle("Favorite", isOn: $favorite)
                    }
                    .↓onTapGesture { play() }
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct EpisodeRow: View {
                let title: String
                var play: () -> Void
                var download: () -> Void

                var body: some View {
                    HStack {
                        Text(title)
                        Button(action: download) { Image(systemName: "arrow.down.circle") }
                    }
                    .↓gesture(TapGesture().onEnded { play() })
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct MessageBubble: View {
                let message: Message
                @State private var showsActions = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(message.body)
                        Text(message.link)
                            .onTapGesture { openLink() }
                            .accessibilityAddTraits(.isLink)
                    }
                    .↓gesture(LongPressGesture().onEnded { _ in showsActions = true })
                    .accessibilityAction(named: "Actions") { showsActions = true }
                }
                func openLink() {}
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct TrackRow: View {
                let track: Track
                @Binding var favorite: Bool
                var play: () -> Void

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                        Button { favorite.toggle() } label: {
                            Image(systemName: favorite ? "heart.fill" : "heart")
                        }
                    }
                    .onTapGesture { play() }
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct TrackRow: View {
                let track: Track
                @Binding var favorite: Bool
                var play: () -> Void

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                        Button { favorite.toggle() } label: {
                            Image(systemName: favorite ? "heart.fill" : "heart")
                        }
                    }
                    .simultaneousGesture(TapGesture().onEnded { play() })
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct Card: View {
                @State private var flipped = false

                var body: some View {
                    VStack {
                        Text("Front")
                        Toggle("Pinned", isOn: .constant(true))
                    }
                    .gesture(LongPressGesture().onEnded { _ in flipped.toggle() }, including: .gesture)
                    .accessibilityAction(named: "Flip") { flipped.toggle() }
                }
            }
            """,
            """
            struct Header: View {
                var body: some View {
                    HStack {
                        Text("Title")
                        Image(systemName: "star")
                    }
                    .contextMenu {
                        Button("Copy") {}
                    }
                    .highPriorityGesture(TapGesture().onEnded { collapse() })
                }
                func collapse() {}
            }
            """,
        ]
    )

    func check(_ context: RuleContext) {
        let model = context.model
        // By index, the chain copied only when it has attachments (perf10: most have none).
        for index in model.chains.indices {
            let attachments = model.attachments(on: model.chains[index].id)
            guard !attachments.isEmpty else { continue }
            let chain = model.chains[index]
            let candidates = attachments.compactMap { attachment -> (GestureAttachment, Form)? in
                guard model.isPlain(attachment), let form = Self.form(of: attachment, model) else { return nil }
                return (attachment, form)
            }.sorted { $0.0.modifierIndex < $1.0.modifierIndex }
            // (v2) A `Group`'s modifiers apply to each child: the tap sits on the child itself.
            guard !candidates.isEmpty, chain.base.name != "Group" || chain.base.kind != .call,
                  !model.isControl(chain), !chain.base.contentClosures.isEmpty else { continue }
            let inner = Self.interactiveDescendants(of: chain, model)
            guard !inner.isEmpty else { continue }
            for (attachment, form) in candidates {
                guard let child = Self.competitor(for: attachment, form: form, on: chain, among: inner, model) else { continue }
                let container = chain.base.name ?? "container"
                let childLine = model.file.location(of: child.anchor).line
                // (fix round 12) The field already runs the tap's action when it takes focus: the
                // tap is the field's larger target, the same call as the control's own (silent).
                if form == .modifier, Self.repeatsFocusHandler(of: attachment, by: child, model) { continue }
                let message = "\(attachment.kind.rawValue) on the \(container) competes with the \(child.what) inside it at line \(childLine); "
                    + "attach it with .simultaneousGesture (both fire), .highPriorityGesture (the container wins) "
                    + "or .gesture(_, including:) with a GestureMask"
                context.report(attachment.nameRange, message,
                               related: [RelatedLocation(file: context.file, range: Self.word(at: child.anchor, in: context.file),
                                                         message: "the \(child.what) inside the \(container)")])
            }
        }
    }

    /// The identifier (or single byte) starting at `offset`, as the related location's range.
    static func word(at offset: Int, in file: SourceFile) -> Range<Int> {
        let bytes = file.bytes
        let offset = offset < bytes.count && bytes[offset] == 0x2E ? offset + 1 : offset
        var end = offset
        while end < bytes.count, bytes[end] == 0x5F || (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7A)
            || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
        return offset..<max(end, min(offset + 1, bytes.count))
    }

    /// How the container's gesture is attached.
    enum Form {
        /// `.onTapGesture` / `.onLongPressGesture`: SwiftUI lets a child's button win on its area.
        case modifier
        /// `.gesture(TapGesture()...)`, `.gesture(LongPressGesture()...)`, or a touch-down recognizer.
        case gesture
    }

    /// What a descendant is, for the container's gesture.
    struct Interactive {
        let chain: ModifierChain
        let anchor: Int
        let what: String
        /// A control that tracks its own touches (`Toggle`, `Slider`, `TextField`...), which even a
        /// container's `.onTapGesture` fights.
        let tracksTouches: Bool
        /// What it does when used.
        let effects: ActionEffects
    }

    /// (fix round 10) Controls that need a click to take focus: a row tap repeating a button beside
    /// them still competes with them.
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// (v2) Controls that track their own touches and fight a container's recognizer.
    static let touchTrackingControls: Set<String> = [
        "Toggle", "Picker", "Stepper", "Slider", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
        "NavigationLink", "Menu", "MultiDatePicker",
    ]

    /// The form of a plain container attachment that may compete, or nil: a tap or long press that
    /// does something, or (v2) a drag/long press that starts on touch-down attached with `.gesture`.
    static func form(of attachment: GestureAttachment, _ model: GestureModel) -> Form? {
        switch attachment.kind {
        case .onTapGesture, .onLongPressGesture:
            return model.isTapOrLongPress(attachment) ? .modifier : nil
        case .gesture:
            if model.isTapOrLongPress(attachment) { return .gesture }
            guard let gesture = attachment.gesture, model.gestures[gesture].components.isEmpty,
                  let type = model.gestures[gesture].type else { return nil }
            let value = model.gestures[gesture]
            switch type {
            case .drag:
                guard let distance = value.argument("minimumDistance")?.value else { return nil }
                return ["0", "0.0", ".zero"].contains(model.compactText(distance)) ? .gesture : nil
            default:
                return nil
            }
        case .simultaneousGesture, .highPriorityGesture:
            return nil
        }
    }

    /// The controls and tap/long-press views inside a container, nearest first (bounded).
    static func interactiveDescendants(of chain: ModifierChain, _ model: GestureModel) -> [Interactive] {
        var result: [Interactive] = []
        var seen: Set<Int> = [chain.id]
        var pending = model.children(of: chain.id)
        var next = 0
        while next < pending.count, next < 5000, result.count < 64 {
            let id = pending[next]
            next += 1
            guard seen.insert(id).inserted else { continue }
            let child = model.chains[id]
            // A control switched off with `.disabled(true)` takes no touches (a programmatic `NavigationLink`).
            if child.modifiers.contains(where: { $0.name == "disabled" && $0.arguments.first.map { model.text($0.range) } == "true" }) {
                continue
            }
            let ownTaps = model.attachments(on: id).filter { model.isTapOrLongPress($0) }
            if model.isControl(child) {
                let name = child.base.kind == .call ? child.base.name.flatMap { GestureModel.controlTypes.contains($0) ? $0 : nil } : nil
                let isTypedControl = name != nil || (child.base.kind == .call && child.base.name.map(model.project.declaresType) == true)
                let styled = child.modifiers.contains { $0.name == "buttonStyle" || $0.name == "toggleStyle" }
                // (v2) Only the button trait, on a view with no action of its own: nothing to compete with.
                if isTypedControl || styled || !ownTaps.isEmpty {
                    var effects = model.controlEffects(child)
                    for tap in ownTaps { effects.formUnion(tapEffects(tap, model)) }
                    result.append(Interactive(chain: child, anchor: child.range.lowerBound, what: name ?? "control",
                                              tracksTouches: tracksTouches(child, named: name, model),
                                              effects: effects))
                }
                continue
            }
            if let own = ownTaps.first {
                let what: String
                switch own.kind {
                case .onTapGesture, .onLongPressGesture: what = own.kind.rawValue
                default: what = "\(own.kind.rawValue)(\(own.gesture.flatMap { model.gestures[$0].type?.description } ?? "gesture"))"
                }
                var effects = ActionEffects()
                for tap in ownTaps { effects.formUnion(tapEffects(tap, model)) }
                result.append(Interactive(chain: child, anchor: own.nameRange.lowerBound, what: what, tracksTouches: false,
                                          effects: effects))
                continue
            }
            pending.append(contentsOf: model.children(of: id))
            pending.append(contentsOf: model.selfHelperRoots(child))
        }
        return result
    }

    /// A touch-tracking control, also a project view whose body is one (`StarToggle` wrapping a `Toggle`).
    static func tracksTouches(_ chain: ModifierChain, named name: String?, _ model: GestureModel) -> Bool {
        if let name { return touchTrackingControls.contains(name) }
        guard chain.base.kind == .call, let type = chain.base.name, model.project.declaresType(type),
              let body = model.project.property("body", in: type), body.site.file === model.file,
              let getter = body.getterBody else { return false }
        return model.outermostChains(in: [getter]).contains { root in
            model.chains[root].base.name.map(touchTrackingControls.contains) == true
        }
    }

    /// What a tap or long-press attachment's callbacks do.
    static func tapEffects(_ attachment: GestureAttachment, _ model: GestureModel) -> ActionEffects {
        var effects = ActionEffects()
        guard let gesture = attachment.gesture else { return effects }
        for base in [gesture] + model.baseGestures(of: gesture) {
            for callback in model.callbacks(of: base) {
                if let body = model.body(of: callback) { effects.formUnion(model.effects(of: body)) }
                if case .function(let name, _) = callback.body { effects.calls.insert(name) }
            }
        }
        return effects
    }

    /// (fix round 12) Whether the container tap's whole action (one call or one constant assignment,
    /// also behind an `if`) is what the text input it competes with runs from its own focus handler
    /// (`.onChange(of: isFocused)` with `.focused($isFocused)`): then the rule is silent, as for a row
    /// tap that repeats its button.
    static func repeatsFocusHandler(of attachment: GestureAttachment, by child: Interactive, _ model: GestureModel) -> Bool {
        guard textInputs.contains(child.what), let gesture = attachment.gesture else { return false }
        let bodies = ([gesture] + model.baseGestures(of: gesture)).flatMap { model.callbacks(of: $0) }.compactMap { model.body(of: $0) }
        guard let body = bodies.first, bodies.allSatisfy({ $0 == body }),
              let action = model.soleAction(in: model.statements(in: body)) else { return false }
        return model.focusHandlerIdentities(of: child.chain).contains(model.callIdentity(action))
    }

    /// The descendant the container's gesture really competes with, or nil (v2):
    /// - `.onTapGesture`/`.onLongPressGesture` only compete with touch-tracking controls;
    /// - a container action that does what the inner one does only enlarges its hit area;
    /// - a container action that only dismisses or clears is the "tap outside" pattern, except a
    ///   keyboard-dismiss tap on a `Form`/`List` holding controls, which breaks their taps.
    static func competitor(for attachment: GestureAttachment, form: Form, on chain: ModifierChain,
                           among inner: [Interactive], _ model: GestureModel) -> Interactive? {
        let own = tapEffects(attachment, model)
        let bodies = attachment.gesture.map { gesture in
            ([gesture] + model.baseGestures(of: gesture)).flatMap { model.callbacks(of: $0) }.compactMap { model.body(of: $0) }
        } ?? []
        if !bodies.isEmpty, bodies.allSatisfy(model.isDismissOnly) {
            let isFormOrList = chain.base.kind == .call && (chain.base.name == "Form" || chain.base.name == "List")
            guard isFormOrList, bodies.allSatisfy(model.isKeyboardDismissOnly) else { return nil }
            return inner.first { $0.chain.base.kind == .call }
        }
        // (fix round 10) A settings row whose `.onTapGesture` runs exactly what a Button or Menu inside
        // it runs (its "Configure..." button, also behind an `if`) is that control's larger target: a
        // Toggle beside it keeps its own clicks. Not a text input, which needs the click to take focus.
        // (`bodies` lists a plain gesture's callbacks twice: as the value and as its own base.)
        var repeatsControl = false
        if form == .modifier, let body = bodies.first, bodies.allSatisfy({ $0 == body }),
           let action = model.soleAction(in: model.statements(in: body)) {
            let identity = model.callIdentity(action)
            repeatsControl = inner.contains { model.actionIdentities(of: $0.chain).contains(identity) }
        }
        return inner.first { candidate in
            if form == .modifier, !candidate.tracksTouches { return false }
            if repeatsControl, !Self.textInputs.contains(candidate.what) { return false }
            if !own.isEmpty, own.overlaps(candidate.effects) { return false }
            return true
        }
    }
}
