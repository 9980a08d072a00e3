import GestureLintCore

/// The release of a drag, pinch or rotation animated with a timing curve instead of a spring.
struct GestureAnimationCurveRule: Rule {
    static let description = RuleDescription(
        id: "gesture_animation_curve",
        name: "Non-spring animation on gesture release",
        severity: .note,
        summary: "`.onEnded` of a continuous gesture animates with a timing curve (`.linear`, `.easeInOut`...) instead of a spring.",
        rationale: """
        When the finger lifts, the view is already moving. A timing curve starts from zero speed, \
        so the card or photo stops dead and then accelerates again: the hand-off feels broken. \
        Springs (`.spring`, `.snappy`, `.bouncy`, `.smooth`, `.interactiveSpring`) start from the \
        gesture's velocity and carry its momentum into the motion.

        Silent when no callback of the gesture reads its value (`{ _ in isPressed = false }`): a \
        zero-distance drag used as a press detector moves nothing, so there is no momentum to carry. \
        Silent too when the animated block writes nothing the gesture's `.onChanged` or `.updating` \
        wrote (an offset, scale, angle, position): a timing curve that drives something else (a \
        ripple's progress, a fade) has no momentum to carry. Silent when the curve's literal \
        `duration:` is matched by a step scheduled beside it (`withAnimation(.easeOut(duration: 0.3)) { ... }` \
        then `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { dismiss() }`): an exit timed \
        to a timer, which a spring's open-ended settling could not keep; not when the block only puts \
        values back to rest (`tabOffsets = [:]`, `offset = .zero`), a settle-back whatever the timer does.
        """,
        triggeringExamples: [
            """
            struct CardView: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(DragGesture()
                            .onChanged { value in offset = value.translation }
                            .onEnded { _ in
                                withAnimation(.↓easeOut(duration: 0.3)) { offset = .zero }
                            })
                }
            }
            """,
            """
            struct PhotoView: View {
                @State private var scale: CGFloat = 1
                private var pinch: some Gesture {
                    MagnifyGesture()
                        .onChanged { value in scale = min(max(value.magnification, 1), 4) }
                        .onEnded { _ in withAnimation(Animation.↓linear) { scale = 1 } }
                }
                var body: some View { Image("photo").scaleEffect(scale).gesture(pinch) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct CardView: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture(DragGesture()
                            .onChanged { value in offset = value.translation }
                            .onEnded { _ in withAnimation(.spring(response: 0.35)) { offset = .zero } })
                }
            }
            """,
            """
            struct CardView: View {
                @State private var offset = CGSize.zero
                @State private var faded = false
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .opacity(faded ? 0 : 1)
                        .gesture(DragGesture()
                            .onChanged { value in withAnimation(.linear) { offset = value.translation } }
                            .onEnded { _ in withAnimation { offset = .zero } })
                        .onTapGesture(count: 2) { withAnimation(.easeInOut) { faded.toggle() } }
                }
            }
            """,
        ])

    static let timingCurves: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]

    func check(_ context: RuleContext) {
        let model = context.model
        let tree = model.tree
        let file = context.file
        // A project's own global `withAnimation` is not SwiftUI's.
        if model.project.functions(named: "withAnimation").contains(where: { $0.ownerType == nil }) { return }
        var reported: Set<Int> = []
        for callback in model.callbacks where callback.kind == .onEnded && model.isContinuous(callback.gesture)
            && !Self.neverReadsItsValue(callback.gesture, model: model) {
            let body: NodeID
            switch callback.body {
            case .closure(let closure):
                body = closure
            case .function(_, let declaration):
                guard let declaration, declaration.site.file === file, let functionBody = declaration.body else { continue }
                body = functionBody
            case .unknown:
                continue
            }
            // (v2) What the gesture moved: the properties its `.onChanged`/`.updating` wrote.
            let moved = Self.movedProperties(callback.gesture, model: model)
            guard !moved.isEmpty else { continue }
            for node in tree.descendants(body) where tree.kind(node) == .call {
                guard let callee = tree.child(node, 0), tree.kind(callee) == .identifier,
                      tree.nameIs(callee, "withAnimation", in: file),
                      let first = tree.arguments(of: node).first, !tree[first].flags.contains(.trailingClosure),
                      tree.name(first, in: file) == nil, let value = tree.value(of: first),
                      let curve = curveName(value, tree: tree, file: file),
                      Self.timingCurves.contains(file.text(curve.range)),
                      Self.animatesMoved(node, callback: callback, moved: moved, model: model),
                      !Self.isSyncedWithATimer(node, curve: value, model: model),
                      reported.insert(curve.range.lowerBound).inserted else { continue }
                context.report(curve.range,
                               "'.\(file.text(curve.range))' releases the gesture without its momentum; use .spring, .snappy, .bouncy, .smooth or .interactiveSpring")
            }
        }
    }

    /// The roots of the properties a gesture's `.onChanged` writes, and the `@GestureState` its
    /// `.updating($name)` drives, over the value, its components and the compositions around it.
    static func movedProperties(_ gesture: Int, model: GestureModel) -> Set<String> {
        var result: Set<String> = []
        let top = model.root(of: gesture)
        for value in [top] + model.baseGestures(of: top) + (model.gestures[top].components) {
            for callback in model.callbacks(of: value) where callback.kind == .onChanged {
                // Written paths as the code shows them: also a binding parameter's `offset.wrappedValue`.
                if let body = model.body(of: callback) { result.formUnion(model.effects(of: body).writes.map(root)) }
                for write in callback.writes { result.insert(write.target.root) }
            }
            for modifier in model.gestures[value].modifiers where modifier.name == "updating" {
                guard let binding = modifier.arguments.first?.value else { continue }
                let text = model.compactText(binding)
                if text.hasPrefix("$") { result.insert(String(text.dropFirst())) }
            }
        }
        return result
    }

    /// (v2) Whether the `withAnimation` call writes a property the gesture moved: only then is
    /// there momentum to carry. A curve driving something else (a ripple, a fade) is silent.
    static func animatesMoved(_ call: NodeID, callback: GestureCallback, moved: Set<String>, model: GestureModel) -> Bool {
        let range = model.tree.range(call)
        if callback.writes.contains(where: { range.contains($0.target.range.lowerBound) && moved.contains($0.target.root) }) {
            return true
        }
        return !moved.isDisjoint(with: model.effects(of: call).writes.map(root))
    }

    /// (fix4) An exit timed to a scheduled step: the curve has a literal `duration:` and a statement
    /// beside the `withAnimation` (in the same block) schedules work after exactly that time
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { dismiss() }` after a 0.3 s slide-off).
    /// A spring has no fixed duration to sync with: the fixed curve is deliberate.
    static func isSyncedWithATimer(_ call: NodeID, curve: NodeID, model: GestureModel) -> Bool {
        let tree = model.tree
        let file = model.file
        // The curve call itself (`.easeOut(duration: 0.3)`), not a modifier after it.
        guard tree.kind(curve) == .call,
              let duration = tree.arguments(of: curve).first(where: { tree.name($0, in: file) == "duration" }),
              let durationValue = tree.value(of: duration) else { return false }
        let seconds = model.compactText(durationValue)
        guard Double(seconds) != nil, !isSettleBack(call, model: model) else { return false }
        var statement = call
        while let parent = tree.parent(statement), tree.kind(parent) != .codeBlock && tree.kind(parent) != .closure {
            statement = parent
        }
        guard let block = tree.parent(statement) else { return false }
        let deadlines: Set<String> = [".now()+" + seconds, "DispatchTime.now()+" + seconds]
        for sibling in tree.children(block) where sibling != statement {
            for node in [sibling] + tree.descendants(sibling) where tree.kind(node) == .call && model.calleeName(node) == "asyncAfter" {
                let matches = tree.arguments(of: node).contains { argument in
                    tree.name(argument, in: file) == "deadline" && tree.value(of: argument).map { deadlines.contains(model.compactText($0)) } == true
                }
                if matches { return true }
            }
        }
        return false
    }

    /// Whether every statement the `withAnimation` call animates puts a value back to rest
    /// (`tabOffsets = [:]`, `offset = .zero`): a settle-back, not an exit, whatever a timer does.
    static func isSettleBack(_ call: NodeID, model: GestureModel) -> Bool {
        let tree = model.tree
        guard let closure = model.trailingClosure(call) else { return false }
        let statements = model.statements(in: closure)
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            let parts = Array(tree.children(statement))
            guard tree.kind(statement) == .sequence, parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
                  tree.nameIs(parts[1], "=", in: model.file) else { return false }
            return restValues.contains(model.compactText(parts[2]))
        }
    }

    static let restValues: Set<String> = [".zero", "[]", "[:]", "0", "0.0", "nil", "CGSize.zero", "CGPoint.zero", "CGFloat.zero"]

    /// `offset` in `offset.wrappedValue`, `position.x`, `items[0]`.
    static func root(_ path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "[" && $0 != "?" && $0 != "!" })
    }

    /// Whether every callback of the gesture ignores the gesture's value (`{ _ in isPressed = false }`):
    /// a zero-distance drag used as a press detector. Nothing followed the finger, so there is no
    /// momentum for a spring to carry.
    static func neverReadsItsValue(_ gesture: Int, model: GestureModel) -> Bool {
        let callbacks = model.callbacks(of: gesture)
        guard !callbacks.isEmpty else { return false }
        let tree = model.tree
        for callback in callbacks {
            guard case .closure(let closure) = callback.body else { return false }
            if let first = model.closureParameters(closure).first {
                if first != "_" { return false }
                continue
            }
            var usesShorthand = false
            tree.walk(closure) { node in
                if node != closure, tree.kind(node) == .closure { return false }
                if tree.kind(node) == .identifier, tree.name(node, in: model.file) == "$0" { usesShorthand = true }
                return !usesShorthand
            }
            if usesShorthand { return false }
        }
        return true
    }

    /// The curve's name token in `.easeOut`, `.easeOut(duration: 0.3).delay(0.1)`, `Animation.linear`.
    private func curveName(_ value: NodeID, tree: SyntaxTree, file: SourceFile) -> Token? {
        var current = value
        while true {
            switch tree.kind(current) {
            case .implicitMember:
                return tree.nameToken(current)
            case .memberAccess:
                if let base = tree.base(of: current), tree.kind(base) == .identifier, tree.nameIs(base, "Animation", in: file) {
                    return tree.nameToken(current)
                }
                if let base = tree.base(of: current), tree.kind(base) == .memberAccess, tree.nameIs(base, "Animation", in: file) {
                    return tree.nameToken(current)  // `SwiftUI.Animation.linear`
                }
            default:
                break
            }
            guard let base = tree.base(of: current) else { return nil }
            current = base
        }
    }
}
