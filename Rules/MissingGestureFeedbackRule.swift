import GestureLintCore

/// A long press the user must hold for a while, with nothing on screen saying it is working.
struct MissingGestureFeedbackRule: Rule {
    static let description = RuleDescription(
        id: "missing_gesture_feedback",
        name: "Long press without feedback",
        severity: .warning,
        summary: "A long press held for `minimum_duration` seconds or more shows no feedback while held.",
        rationale: """
        A press that must be held for a second or more and changes nothing on screen until it \
        fires looks broken: users lift their finger early, assume the control does not work, or \
        press again and again. Show the press while it is held — a highlight, a scale, a progress \
        ring — with `.updating(...)` into a `@GestureState` (or `.onChanged`) on `LongPressGesture`, \
        or the `onPressingChanged:` closure of `.onLongPressGesture`.
        """,
        triggeringExamples: [
            """
            struct DeleteButton: View {
                let delete: () -> Void
                var body: some View {
                    Image(systemName: "trash")
                        .gesture(↓LongPressGesture(minimumDuration: 2).onEnded { _ in delete() })
                }
            }
            """,
            """
            struct RecordButton: View {
                @State private var recording = false
                var body: some View {
                    Circle()
                        .↓onLongPressGesture(minimumDuration: 1.5) {
                            recording.toggle()
                        }
                }
            }
            """,
            """
            struct ResetControl: View {
                let reset: () -> Void
                private var hold: some Gesture {
                    ↓LongPressGesture(minimumDuration: 3)
                        .onEnded { _ in reset() }
                }
                var body: some View {
                    Text("Hold to reset").gesture(hold)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct DeleteButton: View {
                @GestureState private var isHolding = false
                let delete: () -> Void
                var body: some View {
                    Image(systemName: "trash")
                        .scaleEffect(isHolding ? 1.3 : 1)
                        .gesture(
                            LongPressGesture(minimumDuration: 2)
                                .updating($isHolding) { current, state, _ in state = current }
                                .onEnded { _ in delete() }
                        )
                }
            }
            """,
            """
            struct RecordButton: View {
                @State private var recording = false
                @State private var pressing = false
                var body: some View {
                    Circle()
                        .opacity(pressing ? 0.5 : 1)
                        .onLongPressGesture(minimumDuration: 1.5) {
                            recording.toggle()
                        } onPressingChanged: { isPressing in
                            pressing = isPressing
                        }
                }
            }
            """,
            """
            struct Row: View {
                let pin: () -> Void
                var body: some View {
                    Text("Row")
                        .onLongPressGesture { pin() }
                        .gesture(LongPressGesture(minimumDuration: 0.8).onEnded { _ in pin() })
                }
            }
            """,
            """
            struct Tile: View {
                @GestureState private var dragState = CGSize.zero
                var body: some View {
                    Rectangle()
                        .offset(dragState)
                        .gesture(
                            LongPressGesture(minimumDuration: 1)
                                .sequenced(before: DragGesture())
                                .updating($dragState) { value, state, _ in
                                    if case .second(true, let drag?) = value { state = drag.translation }
                                }
                        )
                }
            }
            """,
        ],
        options: [
            RuleOption(name: "minimum_duration", kind: .number, defaultValue: "1.0",
                       summary: "Seconds of holding from which a long press needs feedback while held."),
        ])

    static let modifierLabels: Set<String> = ["minimumDuration", "maximumDistance", "perform", "onPressingChanged", "pressing"]

    func check(_ context: RuleContext) {
        let model = context.model
        let threshold = context.options.number("minimum_duration", default: 1.0)
        guard !model.project.declaresType("LongPressGesture") else { return }
        for gesture in model.gestures where gesture.type == .longPress {
            guard let nameRange = gesture.nameRange,
                  let duration = duration(gesture.argument("minimumDuration"), context: context), duration >= threshold
            else { continue }
            switch gesture.origin {
            case .expression:
                // `LongPressGesture(minimumDuration: d)`: feedback from `.updating`/`.onChanged` on it or on
                // a composition containing it (the model follows names such as `hold.updating(...)`).
                var current: Int? = gesture.id
                var hasFeedback = false
                while let id = current {
                    if model.callbacks(of: id).contains(where: { $0.kind == .updating || $0.kind == .onChanged }) {
                        hasFeedback = true
                    }
                    current = model.gestures[id].parent
                }
                if hasFeedback { continue }
                context.report(nameRange,
                               "LongPressGesture(minimumDuration: \(format(duration))) shows nothing while held; add .updating($isPressing) (or .onChanged) to show the press")
            case .attachModifier:
                // `.onLongPressGesture(minimumDuration: d) { }` without `onPressingChanged:`/`pressing:`.
                let labels = gesture.arguments.map { $0.label ?? "perform" }
                if labels.contains(where: { !Self.modifierLabels.contains($0) }) { continue }
                if model.project.functions(named: "onLongPressGesture").contains(where: { function in
                    Set(function.labels.compactMap { $0 }).isSubset(of: Self.modifierLabels)
                }) {
                    continue  // the project's own helper with SwiftUI's labels: don't guess
                }
                if labels.contains("onPressingChanged") || labels.contains("pressing") { continue }
                if model.callbacks(of: gesture.id).contains(where: { $0.kind == .onPressingChanged || $0.kind == .pressing }) {
                    continue
                }
                context.report(nameRange,
                               "onLongPressGesture(minimumDuration: \(format(duration))) shows nothing while held; add an onPressingChanged: closure to show the press")
            }
        }
    }

    /// The literal `minimumDuration:` (also through a same-type or global constant), nil when unknown.
    private func duration(_ argument: CallArgument?, context: RuleContext) -> Double? {
        guard let value = argument?.value else { return nil }
        let model = context.model
        let text = model.text(value).trimmingCharacters(in: .whitespaces)
        if let number = Double(text.replacingOccurrences(of: "_", with: "")) { return number }
        // `holdDuration`, `Self.holdDuration`, `Constants.hold`: a constant with a literal value.
        let name = String(text.split(separator: ".").last ?? "")
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let declaration = model.property(named: name, at: value)
            ?? model.project.properties.first { $0.name == name && $0.isLet && ($0.ownerType == nil || $0.isStatic) }
        guard let declaration, declaration.isLet, let initial = declaration.initialValue else { return nil }
        return Double(initial.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ""))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
