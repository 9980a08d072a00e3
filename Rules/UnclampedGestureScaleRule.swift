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
        let model = context.model
        let tree = model.tree
        let file = context.file
        let boundNames = context.options.strings("minimum_names", default: Self.defaultMinimumNames)
            + context.options.strings("maximum_names", default: Self.defaultMaximumNames)
        var reported: Set<Int> = []
        for callback in model.callbacks where callback.kind == .onChanged || callback.kind == .onEnded {
            let types = Set(model.baseGestures(of: callback.gesture).compactMap { model.gestures[$0].type })
            guard types.contains(.magnify) || types.contains(.magnification), let body = body(of: callback, in: model)
            else { continue }
            let valueName = callback.parameterNames.first
            for write in callback.writes where write.assignmentOperator == "=" || write.assignmentOperator == "*=" {
                guard let value = write.value,
                      takesMagnification(value, parameter: types.contains(.magnification) ? valueName : nil, tree: tree, file: file),
                      isPersisted(write.target)
                else { continue }
                let property = String(write.target.path.split(separator: ".").last ?? "")
                if isResetOnEnd(write.target.path, gesture: callback.gesture, model: model) { continue }
                if mentions(boundNames, in: [value] + tree.descendants(value), tree: tree, file: file) { continue }
                if boundedLater(property, after: tree.range(write.node).upperBound, in: body, names: boundNames,
                                tree: tree, file: file) { continue }
                let declaration = write.target.path.contains(".") ? write.target.memberDeclaration : write.target.declaration
                if let declaration, observersBound(declaration, names: boundNames, project: context.project) { continue }
                // The assigned property's own name: `scale`, `zoom` of `model.zoom`.
                let end = write.target.range.upperBound
                let start = max(write.target.range.lowerBound, end - property.utf8.count)
                guard file.text(start..<end) == property, reported.insert(start).inserted else { continue }
                context.report(start..<end,
                               "'\(write.target.path)' takes the pinch's magnification with no bound; clamp it, e.g. min(max(newScale, 0.5), 5)")
            }
        }
    }

    private func body(of callback: GestureCallback, in model: GestureModel) -> NodeID? {
        switch callback.body {
        case .closure(let node): return node
        case .function(_, let declaration?) where declaration.site.file === model.file: return declaration.body
        default: return nil
        }
    }

    /// A view's `@State`, or a stored property of a model the view holds (`model.zoom`); not
    /// `@GestureState`, not a local, not a component of a value (`size.width`).
    private func isPersisted(_ target: PropertyAccess) -> Bool {
        guard let declaration = target.declaration else { return false }
        let parts = target.path.split(separator: ".").map(String.init)
        if parts.count == 1 { return declaration.wrapper == .state }
        if declaration.wrapper == .state || declaration.wrapper == .gestureState { return false }
        return !["width", "height", "x", "y", "degrees", "radians"].contains(parts[parts.count - 1])
    }

    /// Whether the value reads `.magnification` (or, for the deprecated gesture, its bare value).
    private func takesMagnification(_ value: NodeID, parameter: String?, tree: SyntaxTree, file: SourceFile) -> Bool {
        for node in [value] + tree.descendants(value) {
            switch tree.kind(node) {
            case .memberAccess where tree.nameIs(node, "magnification", in: file):
                return true
            case .identifier:
                guard let parameter, tree.name(node, in: file) == parameter else { continue }
                // A plain read of the deprecated gesture's CGFloat, not `value.something`.
                if let parent = tree.parent(node), tree.kind(parent) == .memberAccess, tree.child(parent, 0) == node { continue }
                return true
            default:
                continue
            }
        }
        return false
    }

    /// A value the same gesture puts back to a number in `.onEnded` is transient, not persisted
    /// (`state_should_be_gesture_state` covers it).
    private func isResetOnEnd(_ path: String, gesture: Int, model: GestureModel) -> Bool {
        model.callbacks(of: gesture).contains { callback in
            callback.kind == .onEnded && callback.writes.contains { write in
                guard write.target.path == path, write.assignmentOperator == "=", let value = write.value,
                      model.tree.kind(value) == .literal else { return false }
                return Double(model.text(value)) != nil
            }
        }
    }

    private func names(_ node: NodeID, tree: SyntaxTree, file: SourceFile) -> String? {
        switch tree.kind(node) {
        case .identifier, .memberAccess, .call, .implicitMember: return tree.name(node, in: file)
        default: return nil
        }
    }

    private func mentions(_ globs: [String], in nodes: [NodeID], tree: SyntaxTree, file: SourceFile) -> Bool {
        nodes.contains { node in names(node, tree: tree, file: file).map { Glob.matchesAny(globs, $0) } ?? false }
    }

    /// A later statement in the callback that bounds the property: it mentions the property and
    /// a bound name, or compares the property (`if scale > 5 { scale = 5 }`).
    private func boundedLater(_ property: String, after offset: Int, in body: NodeID, names globs: [String],
                              tree: SyntaxTree, file: SourceFile) -> Bool {
        let later = tree.descendants(body).filter { tree.range($0).lowerBound >= offset }
        var mentionsProperty = false
        for node in later where names(node, tree: tree, file: file) == property {
            mentionsProperty = true
            // `scale > 5`: a comparison operator beside the property in the same sequence.
            if let parent = tree.parent(node), tree.kind(parent) == .sequence {
                let siblings = Array(tree.children(parent))
                if let index = siblings.firstIndex(of: node) {
                    for neighbour in [index - 1, index + 1] where neighbour >= 0 && neighbour < siblings.count {
                        let sibling = siblings[neighbour]
                        if tree.kind(sibling) == .binaryOperator,
                           let op = tree.name(sibling, in: file), ["<", ">", "<=", ">="].contains(op) {
                            return true
                        }
                    }
                }
            }
        }
        return mentionsProperty && mentions(globs, in: later, tree: tree, file: file)
    }

    /// Whether the declaration's accessor block (`didSet { ... }`) mentions a bound name.
    private func observersBound(_ declaration: PropertyDeclaration, names: [String], project: ProjectIndex) -> Bool {
        guard let tree = project.analysis(of: declaration.site.file)?.tree else { return false }
        let file = declaration.site.file
        var found = false
        for child in tree.children(declaration.site.node) where tree.kind(child) == .accessor || tree.kind(child) == .codeBlock {
            tree.walk(child) { node in
                guard !found else { return false }
                switch tree.kind(node) {
                case .identifier, .memberAccess:
                    if let name = tree.name(node, in: file), Glob.matchesAny(names, name) { found = true }
                default:
                    break
                }
                return !found
            }
        }
        return found
    }
}
