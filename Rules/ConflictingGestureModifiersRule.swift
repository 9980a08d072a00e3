import GestureLintCore

/// Two continuous gestures attached with two plain `.gesture(...)` modifiers to one view.
struct ConflictingGestureModifiersRule: Rule {
    static let description = RuleDescription(
        id: "conflicting_gesture_modifiers",
        name: "Conflicting gesture modifiers",
        severity: .warning,
        summary: "Two continuous gestures attached with two plain `.gesture(...)` in one chain; only one is recognized.",
        rationale: """
            `.gesture(magnify).gesture(rotate)` looks like it adds both gestures, but plain `.gesture` \
            modifiers on one view compete: as soon as one of them recognizes, the other is cancelled, so a \
            user cannot pinch and rotate a photo at the same time, and a drag blocks the zoom. Compose them \
            with `.simultaneously(with:)` into one gesture, or attach the second one with \
            `.simultaneousGesture`.
            """,
        triggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale = 1.0
                @State private var angle = Angle.zero

                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .rotationEffect(angle)
                        .gesture(MagnifyGesture().onChanged { scale = min(max($0.magnification, 0.5), 4) })
                        .↓gesture(RotateGesture().onChanged { angle = $0.rotation })
                        .accessibilityZoomAction { _ in }
                }
            }
            """,
            """
            struct StickerView: View {
                @State private var offset = CGSize.zero
                @State private var zoom = 1.0

                private var drag: some Gesture {
                    DragGesture().onChanged { offset = $0.translation }
                }
                private var pinch: some Gesture {
                    MagnifyGesture().onChanged { zoom = min($0.magnification, 3) }
                }

                var body: some View {
                    Image("sticker")
                        .offset(offset)
                        .gesture(drag)
                        .↓gesture(pinch)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct PhotoView: View {
                @State private var scale = 1.0
                @State private var angle = Angle.zero

                var body: some View {
                    Image("photo")
                        .scaleEffect(scale)
                        .rotationEffect(angle)
                        .gesture(
                            MagnifyGesture().onChanged { scale = min(max($0.magnification, 0.5), 4) }
                                .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
                        )
                }
            }
            """,
            """
            struct StickerView: View {
                @State private var offset = CGSize.zero
                @State private var zoom = 1.0

                var body: some View {
                    Image("sticker")
                        .gesture(DragGesture().onChanged { offset = $0.translation })
                        .simultaneousGesture(MagnifyGesture().onChanged { zoom = min($0.magnification, 3) })
                        .gesture(TapGesture(count: 2).onEnded { zoom = 1 })
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) {
        let outline = Outline.of(context)
        for chain in outline.chains where chain.links.count >= 2 {
            let continuous = outline.attachments(of: chain).filter {
                $0.link.name == "gesture" && $0.link.call?.argument("including") == nil
                    && !$0.gestures.isEmpty && $0.gestures.contains { $0.shape.isContinuous }
            }
            guard continuous.count >= 2 else { continue }
            for (position, later) in continuous.enumerated() where position > 0 {
                guard let earlier = continuous[..<position].last(where: { Outline.compatible($0.link.clauses, later.link.clauses) }) else { continue }
                let first = Self.describe(earlier, outline)
                let second = Self.describe(later, outline)
                context.report(outline.range(later.link.nameIndex),
                               "This .gesture competes with the \(first) attached by the .gesture at line \(outline.line(earlier.link.nameIndex)): "
                               + "only one of them is recognized at a time; compose them with .simultaneously(with:) "
                               + "or attach this \(second) with .simultaneousGesture")
            }
        }
    }

    /// A short name for the attached gesture: `drag`, `magnify`, `rotate`, or `gesture`.
    static func describe(_ attachment: Outline.Attachment, _ outline: Outline) -> String {
        guard let shape = attachment.gestures.first(where: { $0.shape.isContinuous })?.shape else { return "gesture" }
        switch shape.primitiveType {
        case "DragGesture": return "drag gesture"
        case "MagnifyGesture", "MagnificationGesture": return "magnify gesture"
        case "RotateGesture", "RotationGesture": return "rotate gesture"
        default: return "composed gesture"
        }
    }
}
