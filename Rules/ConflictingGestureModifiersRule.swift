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

            Silent when the gestures are composed, when the second is attached with `.simultaneousGesture` \
            or `.highPriorityGesture` or either passes `including:`, when only one of them is continuous (a \
            drag beside a double tap), when they sit in different branches of one `#if`, and when a gesture \
            cannot be followed (a parameter, another file).
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
        let model = context.model
        // By index, the chain copied only when it has attachments (perf10: most have none).
        for index in model.chains.indices {
            let attachments = model.attachments(on: model.chains[index].id)
            let continuous = attachments.filter {
                $0.kind == .gesture && !$0.hasExplicitMask && $0.gesture.map(model.isContinuous) == true
            }.sorted { $0.modifierIndex < $1.modifierIndex }
            guard continuous.count >= 2 else { continue }
            let chain = model.chains[index]
            for (position, later) in continuous.enumerated() where position > 0 {
                let laterModifier = chain.modifiers[later.modifierIndex]
                guard let earlier = continuous[..<position].last(where: {
                    model.compatible(chain.modifiers[$0.modifierIndex], laterModifier, in: chain)
                }) else { continue }
                let first = Self.describe(earlier, model)
                let second = Self.describe(later, model)
                let line = model.file.location(of: earlier.nameRange.lowerBound).line
                context.report(later.nameRange,
                               "This .gesture competes with the \(first) attached by the .gesture at line \(line): "
                               + "only one of them is recognized at a time; compose them with .simultaneously(with:) "
                               + "or attach this \(second) with .simultaneousGesture")
            }
        }
    }

    /// A short name for the attached gesture: `drag gesture`, `magnify gesture`, `rotate gesture`.
    static func describe(_ attachment: GestureAttachment, _ model: GestureModel) -> String {
        guard let gesture = attachment.gesture else { return "gesture" }
        let bases = model.baseGestures(of: gesture).compactMap { model.gestures[$0].type }.filter(\.isContinuous)
        guard bases.count == 1 || model.gestures[gesture].type != nil, let type = bases.first else { return "composed gesture" }
        switch type {
        case .drag: return "drag gesture"
        case .magnify, .magnification: return "magnify gesture"
        case .rotate, .rotation: return "rotate gesture"
        default: return "gesture"
        }
    }
}
