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
        let model = GestureFile.of(context)
        let code = model.code
        let threshold = context.options.number("minimum_duration", default: 1.0)
        for chain in model.chains {
            let head = chain.links[0]
            let headName = code.text(head.name)
            // `LongPressGesture(minimumDuration: d)`
            if !head.isMember, headName == "LongPressGesture", !model.shadowedNames.contains(headName),
               !model.project.declaresType(headName), head.open != nil,
               let duration = duration(in: code.arguments(of: head), model: model), duration >= threshold {
                if hasFeedback(chain: chain, after: 1, model: model, depth: 0) { continue }
                context.report(code.token(head.name),
                               "LongPressGesture(minimumDuration: \(format(duration))) shows nothing while held; add .updating($isPressing) (or .onChanged) to show the press")
            }
            // `.onLongPressGesture(minimumDuration: d) { }` without `onPressingChanged:`/`pressing:`.
            for (index, link) in chain.links.enumerated() where code.text(link.name) == "onLongPressGesture" {
                guard link.isMember || index == 0 else { continue }
                let arguments = code.arguments(of: link)
                // A label SwiftUI's modifier does not take, or a project helper with SwiftUI's labels:
                // the project's own function, not SwiftUI's.
                if arguments.contains(where: { !Self.modifierLabels.contains($0.label ?? "perform") }) { continue }
                if model.project.functions(named: "onLongPressGesture").contains(where: { function in
                    Set(function.labels.compactMap { $0 }).isSubset(of: Self.modifierLabels)
                }) {
                    continue
                }
                guard !arguments.isEmpty, let duration = duration(in: arguments, model: model), duration >= threshold else { continue }
                if arguments.contains(where: { $0.label == "onPressingChanged" || $0.label == "pressing" }) { continue }
                context.report(code.token(link.name),
                               "onLongPressGesture(minimumDuration: \(format(duration))) shows nothing while held; add an onPressingChanged: closure to show the press")
            }
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The literal `minimumDuration:` (also through a same-file constant), nil when unknown.
    private func duration(in arguments: [Argument], model: GestureFile) -> Double? {
        guard let argument = arguments.first(where: { $0.label == "minimumDuration" }) else { return nil }
        return number(argument.first, argument.last, model: model, depth: 0)
    }

    private func number(_ first: Int, _ last: Int, model: GestureFile, depth: Int) -> Double? {
        let code = model.code
        guard first == last, depth < 3 else { return nil }
        if code.kind(first) == .integer || code.kind(first) == .float {
            return Double(code.text(first).replacingOccurrences(of: "_", with: ""))
        }
        if code.isIdentifier(first) {
            let constants = model.property(named: code.text(first)).filter { code.isWord($0.keyword, "let") }
            guard constants.count == 1, let initial = constants[0].initial else { return nil }
            return number(initial.first, initial.last, model: model, depth: depth + 1)
        }
        return nil
    }

    /// Whether the links after `start` (or, for a gesture held by name or composed into another,
    /// the chains that use it) give per-press feedback with `.updating` or `.onChanged`.
    private func hasFeedback(chain: Chain, after start: Int, model: GestureFile, depth: Int) -> Bool {
        let code = model.code
        guard depth < 4 else { return true }  // don't guess deep indirection: stay silent
        if chain.links.dropFirst(start).contains(where: { $0.isMember && ["updating", "onChanged"].contains(code.text($0.name)) }) {
            return true
        }
        // An operand of a composition: the composed gesture may carry the feedback.
        let enclosing = code.enclosingOpen(chain.first)
        if enclosing >= 0, code.kind(enclosing) == .leftParen, GestureTypes.compositions.contains(code.text(enclosing - 1)) {
            for outer in model.chains {
                if let index = outer.links.firstIndex(where: { $0.open == enclosing }) {
                    return hasFeedback(chain: outer, after: index + 1, model: model, depth: depth + 1)
                }
            }
        }
        // Held by name: every place the name is used.
        for property in model.properties {
            let holds = property.initial.map { $0.first == chain.first } ?? false
                || property.bodyOpen.map { code.contains($0, chain.first) } ?? false
            guard holds else { continue }
            for i in 0..<code.count where code.isIdentifier(i) && code.text(i) == property.name && i != property.nameIndex {
                if code.kind(i - 1) == .period, !code.isWord(i - 2, "self") { continue }
                let use = code.isWord(i - 2, "self") ? i - 2 : i
                if let usage = model.chains.first(where: { $0.first == use }),
                   hasFeedback(chain: usage, after: use == i ? 1 : 2, model: model, depth: depth + 1) {
                    return true
                }
            }
        }
        return false
    }
}
