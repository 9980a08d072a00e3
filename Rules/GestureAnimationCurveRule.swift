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
        let model = GestureFile.of(context)
        let code = model.code
        var reported: Set<Int> = []
        for callback in model.callbacks() where callback.kind == "onEnded"
            && !callback.gestureTypes.isDisjoint(with: GestureTypes.continuous) {
            guard let body = callback.body(in: code) else { continue }
            var i = body.open + 1
            while i < body.close {
                defer { i += 1 }
                guard code.isWord(i, "withAnimation"), code.kind(i - 1) != .period, code.kind(i + 1) == .leftParen else { continue }
                let open = i + 1
                // The curve: `.easeOut`, `Animation.easeOut`, `SwiftUI.Animation.easeOut`, possibly modified after.
                var j = open + 1
                if code.isWord(j, "SwiftUI"), code.kind(j + 1) == .period { j += 2 }
                if code.isWord(j, "Animation"), code.kind(j + 1) == .period { j += 1 }
                guard code.kind(j) == .period, code.isIdentifier(j + 1), Self.timingCurves.contains(code.text(j + 1)),
                      reported.insert(j + 1).inserted else { continue }
                let curve = code.text(j + 1)
                context.report(code.token(j + 1),
                               "'.\(curve)' releases the gesture without its momentum; use .spring, .snappy, .bouncy, .smooth or .interactiveSpring")
            }
        }
    }
}
