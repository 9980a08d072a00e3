import GestureLintCore

/// A persisted zoom scale taken from a pinch with no bound.
struct UnclampedGestureScaleRule: Rule {
    static let defaultMinimumNames = ["max", "clamp*", "clamped*", "min*Scale*", "min*Zoom*", "minimum*"]
    static let defaultMaximumNames = ["min", "clamp*", "clamped*", "max*Scale*", "max*Zoom*", "maximum*"]

    static let description = RuleDescription(
        id: "unclamped_gesture_scale",
        name: "Unclamped pinch scale",
        severity: .warning,
        summary: "A persisted scale is multiplied or set from a pinch's magnification with no `min`/`max`/clamp bound.",
        rationale: """
        Pinch scales compound: each pinch multiplies the last. Without a bound, a few pinches in \
        shrink the photo to a dot the user can no longer find or grab, or blow it up until one \
        pixel fills the screen and scrolling becomes impossible; state restoration then brings \
        the broken scale back. Clamp the stored scale, e.g. `min(max(scale, 0.5), 5)`.
        """,
        triggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in
                            ↓scale *= value.magnification
                        })
                }
            }
            """,
            """
            struct MapView: View {
                @ObservedObject var model: MapModel
                @State private var baseZoom: CGFloat = 1
                var body: some View {
                    MapCanvas(zoom: model.zoom)
                        .gesture(MagnifyGesture()
                            .onChanged { value in model.↓zoom = baseZoom * value.magnification }
                            .onEnded { _ in baseZoom = model.zoom })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in
                            scale *= value.magnification
                            scale = min(max(scale, 0.3), 5)
                        })
                }
            }
            """,
            """
            struct PhotoView: View {
                @GestureState private var pinch: CGFloat = 1
                @State private var angle = Angle.zero
                var body: some View {
                    Image("photo")
                        .scaleEffect(pinch)
                        .rotationEffect(angle)
                        .gesture(MagnifyGesture().updating($pinch) { value, state, _ in state = value.magnification })
                        .simultaneousGesture(RotateGesture().onEnded { value in angle += value.rotation })
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .gesture(MagnifyGesture().onEnded { value in
                            let proposed = scale * value.magnification
                            scale = proposed.clamped(to: 0.5...4)
                        })
                }
            }
            """,
        ],
        options: [
            RuleOption(name: "minimum_names", kind: .stringList, defaultValue: defaultMinimumNames.joined(separator: ", "),
                       summary: "Glob patterns of calls or constants that bound the scale from below (`max(scale, 0.5)`, `minScale`)."),
            RuleOption(name: "maximum_names", kind: .stringList, defaultValue: defaultMaximumNames.joined(separator: ", "),
                       summary: "Glob patterns of calls or constants that bound the scale from above (`min(scale, 5)`, `maxScale`)."),
        ])

    func check(_ context: RuleContext) {
        let model = GestureFile.of(context)
        let code = model.code
        let boundNames = context.options.strings("minimum_names", default: Self.defaultMinimumNames)
            + context.options.strings("maximum_names", default: Self.defaultMaximumNames)
        var reported: Set<Int> = []
        let callbacks = model.callbacks()
        for callback in callbacks where (callback.kind == "onChanged" || callback.kind == "onEnded")
            && !callback.gestureTypes.isDisjoint(with: GestureTypes.magnify) {
            guard let body = callback.body(in: code) else { continue }
            let value = callback.parameterNames.first?.name
            let deprecatedValue = callback.gestureTypes.contains("MagnificationGesture")
            let assignments = model.assignments(from: body.open + 1, to: body.close - 1)
            for assignment in assignments where assignment.op == "=" || assignment.op == "*=" {
                guard takesMagnification(assignment, value: value, deprecatedValue: deprecatedValue, code: code),
                      let targetName = persistedTargetName(assignment, model: model, body: body) else { continue }
                if isResetOnEnd(assignment.target, of: callback, among: callbacks, model: model) { continue }
                if mentions(boundNames, from: assignment.valueFirst, to: assignment.valueLast, code: code) { continue }
                if boundedLater(targetName: assignment.target, after: assignment.valueLast, before: body.close,
                                names: boundNames, code: code) { continue }
                if let property = model.property(named: targetName).first, let end = declarationEnd(property, code: code),
                   mentions(boundNames, from: property.keyword, to: end, code: code) {
                    continue  // bounded in the property's observers
                }
                if let declaration = declarationOfTarget(assignment, model: model),
                   observersBound(declaration, names: boundNames) {
                    continue  // bounded in the observers of the model's property, in another file
                }
                guard reported.insert(assignment.targetLast).inserted else { continue }
                context.report(code.token(assignment.targetLast),
                               "'\(assignment.target)' takes the pinch's magnification with no bound; clamp it, e.g. min(max(newScale, 0.5), 5)")
            }
        }
    }

    /// A value the same gesture puts back to a constant in `.onEnded` is transient, not persisted
    /// (`state_should_be_gesture_state` covers it).
    private func isResetOnEnd(_ target: String, of callback: CallbackSite, among callbacks: [CallbackSite],
                              model: GestureFile) -> Bool {
        let code = model.code
        for other in callbacks where other.kind == "onEnded" && other.groupKey == callback.groupKey {
            guard let body = other.body(in: code) else { continue }
            for assignment in model.assignments(from: body.open + 1, to: body.close - 1)
            where assignment.target == target && assignment.op == "=" && assignment.valueFirst == assignment.valueLast {
                let kind = code.kind(assignment.valueFirst)
                if kind == .integer || kind == .float { return true }
            }
        }
        return false
    }

    /// Whether the assigned value reads `.magnification` (or the deprecated gesture's bare value).
    private func takesMagnification(_ assignment: GestureFile.Assignment, value: String?, deprecatedValue: Bool,
                                    code: CodeView) -> Bool {
        for i in assignment.valueFirst...max(assignment.valueFirst, assignment.valueLast) where code.isIdentifier(i) {
            if code.kind(i - 1) == .period, code.text(i) == "magnification" { return true }
            if deprecatedValue, let value, code.text(i) == value, code.kind(i - 1) != .period, code.kind(i + 1) != .period {
                return true
            }
        }
        return false
    }

    /// The name of the `@State` property (or model property) assigned, nil when the target is
    /// local, `@GestureState`, or unknown.
    private func persistedTargetName(_ assignment: GestureFile.Assignment, model: GestureFile,
                                     body: (open: Int, close: Int)) -> String? {
        let code = model.code
        let parts = assignment.target.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        // A local declared in the callback shadows any property.
        let locals = (body.open..<body.close).contains { i in
            (code.isWord(i, "let") || code.isWord(i, "var")) && code.text(i + 1) == first
        }
        if locals { return nil }
        // The project index knows the enclosing type's properties in every file (extensions included).
        let offset = code.range(assignment.targetFirst).lowerBound
        let wrapper: PropertyWrapper?
        if let node = model.tree.node(containing: offset),
           let declaration = model.model.property(named: first, at: node) {
            wrapper = declaration.wrapper
        } else if let declaration = model.property(named: first).first(where: { property in
            model.types.contains { $0.bodyOpen == property.container }
        }) {
            wrapper = declaration.attributes.contains("State") ? .state
                : declaration.attributes.contains("GestureState") ? .gestureState : nil
        } else {
            return nil
        }
        if parts.count == 1 {
            return wrapper == .state ? first : nil
        }
        // `model.zoom`: a stored property of a model the view holds (not a value's component such as `size.width`).
        if wrapper == .gestureState || wrapper == .state { return nil }
        let last = parts[parts.count - 1]
        if ["width", "height", "x", "y", "degrees", "radians"].contains(last) { return nil }
        return last
    }

    private func mentions(_ names: [String], from first: Int, to last: Int, code: CodeView) -> Bool {
        guard first <= last else { return false }
        return (first...last).contains { code.isIdentifier($0) && Glob.matchesAny(names, code.text($0)) }
    }

    /// A later statement in the callback that bounds the target: it mentions the target and a
    /// bound name, or compares the target (`if scale > 5 { scale = 5 }`).
    private func boundedLater(targetName: String, after start: Int, before end: Int, names: [String], code: CodeView) -> Bool {
        let lastComponent = targetName.split(separator: ".").last.map(String.init) ?? targetName
        var mentionsTarget = false
        var i = start + 1
        while i < end {
            if code.isIdentifier(i), code.text(i) == lastComponent {
                mentionsTarget = true
                for neighbour in [i - 1, i + 1] where code.kind(neighbour) == .operator
                    && ["<", ">", "<=", ">="].contains(code.text(neighbour)) {
                    return true
                }
            }
            i += 1
        }
        return mentionsTarget && mentions(names, from: start + 1, to: end - 1, code: code)
    }

    /// The index's declaration of the assigned property (`zoom` of `model.zoom`, in any file).
    private func declarationOfTarget(_ assignment: GestureFile.Assignment, model: GestureFile) -> PropertyDeclaration? {
        let start = model.code.range(assignment.targetFirst).lowerBound
        guard let write = model.model.propertyWrites.first(where: { $0.target.range.lowerBound == start }) else { return nil }
        return write.target.path.contains(".") ? write.target.memberDeclaration : write.target.declaration
    }

    /// Whether the declaration's accessor block (`didSet { ... }`) mentions a bound name.
    private func observersBound(_ declaration: PropertyDeclaration, names: [String]) -> Bool {
        let file = declaration.site.file
        let code = CodeView(file: file, tokens: Tokenizer.tokenize(file.bytes))
        guard let name = code.index(atByte: declaration.site.nameRange.lowerBound) else { return false }
        // From the name to the end of the declaration: its type, initial value and accessor block.
        var i = name + 1
        while i < code.count {
            let kind = code.kind(i)
            if kind == .leftBrace, code.partner[i] > i {
                return mentions(names, from: i, to: code.partner[i], code: code)
            }
            if kind.isOpening, code.partner[i] > i { i = code.partner[i] + 1; continue }
            if kind == .rightBrace || kind == .semicolon { return false }
            if code.newlineBefore[i], !(kind == .period || kind == .operator || code.kind(i - 1) == .operator) { return false }
            i += 1
        }
        return false
    }

    private func declarationEnd(_ property: PropertyDecl, code: CodeView) -> Int? {
        if let open = property.bodyOpen { return code.partner[open] }
        if let initial = property.initial { return initial.last }
        return nil
    }
}
