import GestureLintCore

/// Transient gesture state kept in `@State` and reset by hand in `.onEnded`.
struct StateShouldBeGestureStateRule: Rule {
    static let description = RuleDescription(
        id: "state_should_be_gesture_state",
        name: "@State reset by hand after a gesture",
        severity: .warning,
        summary: "A `@State` property set in `.onChanged` and reset in `.onEnded` should be `@GestureState` set in `.updating`.",
        rationale: """
        `.onEnded` does not run when a gesture is cancelled — a system alert, an incoming call, a \
        scroll view taking over, the view disappearing. A drag offset or pinch scale kept in \
        `@State` and reset by hand in `.onEnded` then stays where the finger left it: the card \
        hangs half off screen, the photo stays zoomed. `@GestureState` written in \
        `.updating(...)` resets itself whenever the gesture ends, cancelled or not.
        """,
        triggeringExamples: [
            """
            struct CardView: View {
                @State private var ↓dragOffset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(dragOffset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in dragOffset = value.translation }
                                .onEnded { _ in dragOffset = .zero }
                        )
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var ↓pinch: CGFloat = 1
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale * pinch)
                        .gesture(MagnifyGesture()
                            .onChanged { value in self.pinch = value.magnification }
                            .onEnded { value in
                                scale = min(scale * value.magnification, 4)
                                pinch = 1
                            })
                }
            }
            """,
            """
            struct PressableRow: View {
                @State private var ↓isDragging = false
                var body: some View {
                    Text("Row")
                        .opacity(isDragging ? 0.5 : 1)
                        .gesture(DragGesture().onChanged { _ in isDragging = true }.onEnded(finish))
                }
                private func finish(_ value: DragGesture.Value) {
                    isDragging = false
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct CardView: View {
                @GestureState private var dragOffset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(dragOffset)
                        .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            struct CardView: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(DragGesture()
                            .onChanged { value in offset = value.translation }
                            .onEnded { _ in withAnimation(.spring) { offset = .zero } })
                }
            }
            """,
            """
            struct Slider2D: View {
                @State private var position = CGPoint.zero
                var body: some View {
                    Circle()
                        .position(position)
                        .gesture(DragGesture()
                            .onChanged { value in position = value.location }
                            .onEnded { value in position = value.location })
                }
            }
            """,
            """
            struct ZoomView: View {
                @State private var zoom: CGFloat = 1
                var body: some View {
                    Image("map")
                        .scaleEffect(zoom)
                        .gesture(MagnifyGesture()
                            .onChanged { value in zoom = value.magnification }
                            .onEnded { _ in zoom = 1 })
                        .toolbar { Button("Zoom in") { zoom = 2 } }
                }
            }
            """,
        ])

    func check(_ context: RuleContext) {
        let model = GestureFile.of(context)
        let code = model.code
        let properties = model.properties.filter { $0.attributes.contains("State") }
        guard !properties.isEmpty else { return }
        var otherFiles: [String: [GestureFile]] = [:]
        for property in properties {
            let name = property.name
            let initial = property.initial.map { code.text(from: $0.first, to: $0.last).filter { !$0.isWhitespace } }
            // This file, and the other files that extend the same type (the gesture may live there).
            guard let type = model.types.first(where: { $0.bodyOpen == property.container }) else { continue }
            if otherFiles[type.name] == nil { otherFiles[type.name] = extensionFiles(of: type.name, besides: model) }
            let files = [model] + (otherFiles[type.name] ?? [])
            var found = false
            var elsewhere = false
            for file in files {
                let usage = gestureUsage(of: name, initial: initial, in: file, type: type.name)
                found = found || usage.resetByHand
                elsewhere = elsewhere || usage.writtenElsewhere
            }
            guard found, !elsewhere else { continue }
            context.report(code.token(property.nameIndex),
                           "'\(name)' is set in .onChanged and reset in .onEnded; make it @GestureState and set it in .updating(...), which also resets it when the gesture is cancelled")
        }
    }

    /// The other files that declare or extend `type`, analysed the same way.
    private func extensionFiles(of type: String, besides model: GestureFile) -> [GestureFile] {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(model.file)]
        var result: [GestureFile] = []
        for declaration in model.project.declarations(ofType: type)
        where seen.insert(ObjectIdentifier(declaration.site.file)).inserted {
            let analysis = FileAnalysis(file: declaration.site.file)
            let other = GestureModel(analysis: analysis, project: model.project)
            result.append(GestureFile(analysis: analysis, model: other, project: model.project))
        }
        return result
    }

    /// In one file: whether a gesture sets `name` in `.onChanged` and resets it by hand in
    /// `.onEnded`, and whether anything else writes it (a button, `.onAppear`, a `$name` binding).
    private func gestureUsage(of name: String, initial: String?, in model: GestureFile, type: String)
        -> (resetByHand: Bool, writtenElsewhere: Bool) {
        let code = model.code
        // Only code of this type and its extensions: another view's property of the same name is another property.
        let scopes = model.types.filter { $0.name == type }.map { ($0.bodyOpen, code.partner[$0.bodyOpen]) }
        func inScope(_ i: Int) -> Bool { scopes.contains { $0.0 < i && i < $0.1 } }
        var byGesture: [Int: [CallbackSite]] = [:]
        for callback in model.callbacks() where GestureTypes.callbacks.contains(callback.kind) && inScope(callback.nameIndex) {
            byGesture[callback.groupKey, default: []].append(callback)
        }
        var found = false
        var gestureBodies: [(Int, Int)] = []
        for (_, group) in byGesture.sorted(by: { $0.key < $1.key }) {
            let changed = group.filter { $0.kind == "onChanged" }
            let ended = group.filter { $0.kind == "onEnded" }
            guard !changed.isEmpty, !ended.isEmpty else { continue }
            let changedBodies = changed.compactMap { $0.body(in: code) }
            let endedBodies = ended.compactMap { $0.body(in: code) }
            guard changedBodies.count == changed.count, endedBodies.count == ended.count else { continue }
            let writesInChanged = changedBodies.contains { body in
                model.assignments(from: body.open + 1, to: body.close - 1).contains { writes($0, name) }
            }
            guard writesInChanged, let endedBody = endedBodies.last else { continue }
            // The last write in `.onEnded` must be a plain reset, not animated.
            let endWrites = model.assignments(from: endedBody.open + 1, to: endedBody.close - 1).filter { writes($0, name) }
            guard let last = endWrites.last, last.target == name, last.op == "=",
                  isReset(code.text(from: last.valueFirst, to: last.valueLast).filter { !$0.isWhitespace },
                          name: name, initial: initial),
                  !isAnimated(last.opIndex, within: endedBody, code: code)
            else { continue }
            found = true
            gestureBodies += changedBodies.map { ($0.open, $0.close) } + endedBodies.map { ($0.open, $0.close) }
        }
        let outside = model.allAssignments().contains { assignment in
            writes(assignment, name) && inScope(assignment.opIndex)
                && !gestureBodies.contains { $0.0 < assignment.opIndex && assignment.opIndex < $0.1 }
        }
        return (found, outside || isBoundOrMutated(name, code: code, inScope: inScope))
    }

    private func writes(_ assignment: GestureFile.Assignment, _ name: String) -> Bool {
        assignment.target == name || assignment.target.hasPrefix(name + ".")
    }

    private func isReset(_ value: String, name: String, initial: String?) -> Bool {
        if let initial, value == initial { return true }
        let resets: Set<String> = [".zero", "0", "0.0", "nil", "false", "Angle.zero", "CGSize.zero", "CGPoint.zero",
                                   "CGFloat.zero", "CGFloat(0)", "Angle(degrees:0)", "Angle(radians:0)", ".degrees(0)"]
        if resets.contains(value) { return true }
        if value == "1" || value == "1.0" {
            let lower = name.lowercased()
            return ["scale", "zoom", "magnification", "pinch"].contains { lower.contains($0) }
        }
        return false
    }

    private func isAnimated(_ index: Int, within body: (open: Int, close: Int), code: CodeView) -> Bool {
        for brace in code.enclosingBraces(index) where brace > body.open {
            var j = brace - 1
            if code.kind(j) == .rightParen, code.partner[j] >= 0 { j = code.partner[j] - 1 }
            if code.isWord(j, "withAnimation") || code.isWord(j, "withTransaction") { return true }
        }
        return false
    }

    /// `$name` passed as a binding, or a mutating call such as `name.toggle()`.
    private func isBoundOrMutated(_ name: String, code: CodeView, inScope: (Int) -> Bool) -> Bool {
        for i in 0..<code.count where code.isIdentifier(i) && inScope(i) {
            let text = code.text(i)
            if text == "$" + name { return true }
            if text == name, code.kind(i + 1) == .period, code.isWord(i + 2, "toggle") || code.isWord(i + 2, "append") {
                return true
            }
        }
        return false
    }
}
