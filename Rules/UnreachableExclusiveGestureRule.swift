import GestureLintCore

/// A tap gesture that can never win because a tap with a smaller count has priority.
struct UnreachableExclusiveGestureRule: Rule {
    static let description = RuleDescription(
        id: "unreachable_exclusive_gesture",
        name: "Unreachable exclusive gesture",
        severity: .warning,
        summary: "A tap with a larger count placed after a tap with a smaller count can never fire.",
        rationale: """
            With `TapGesture(count: 1).exclusively(before: TapGesture(count: 2))`, or `.onTapGesture { }` \
            attached before `.onTapGesture(count: 2) { }` on the same view, the single tap succeeds on the \
            first touch and wins, so the double tap never fires: the user double-taps to like a photo and \
            it opens the photo twice instead. Put the gesture with the larger count first.

            Silent when the larger count comes first, when a count is not a literal, when the taps sit in \
            different branches of one `#if`, on different views, or when one of them is attached with \
            `.simultaneousGesture`/`.highPriorityGesture`.
            """,
        triggeringExamples: [
            """
            struct PostImage: View {
                @State private var liked = false
                @State private var showsDetail = false

                var body: some View {
                    Image("post")
                        .gesture(
                            TapGesture(count: 1).onEnded { showsDetail = true }
                                .exclusively(before: ↓TapGesture(count: 2).onEnded { liked = true })
                        )
                }
            }
            """,
            """
            struct PostImage: View {
                @State private var liked = false
                @State private var showsDetail = false

                var body: some View {
                    Image("post")
                        .onTapGesture(count: 1) { showsDetail = true }
                        .↓onTapGesture(count: 2) { liked = true }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct PostImage: View {
                @State private var liked = false
                @State private var showsDetail = false

                var body: some View {
                    Image("post")
                        .gesture(
                            TapGesture(count: 2).onEnded { liked = true }
                                .exclusively(before: TapGesture(count: 1).onEnded { showsDetail = true })
                        )
                }
            }
            """,
            """
            struct PostImage: View {
                @State private var liked = false
                @State private var showsDetail = false

                var body: some View {
                    Image("post")
                        .onTapGesture(count: 2) { liked = true }
                        .onTapGesture(count: 1) { showsDetail = true }
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) {
        let model = context.model
        checkExclusively(model, context)
        // By index, the chain copied only when it has attachments (perf10: most have none).
        for index in model.chains.indices {
            let attachments = model.attachments(on: model.chains[index].id)
            guard !attachments.isEmpty else { continue }
            let chain = model.chains[index]
            checkTapOrder(chain, attachments.sorted { $0.modifierIndex < $1.modifierIndex }, model, context)
        }
    }

    /// `TapGesture(count: n).exclusively(before: TapGesture(count: m))` with n < m.
    func checkExclusively(_ model: GestureModel, _ context: RuleContext) {
        for value in model.gestures where value.kind == .composition(.exclusive) && value.components.count == 2 {
            let first = value.components[0]
            let second = model.gestures[value.components[1]]
            guard let n = model.tapCount(ofGesture: first), let m = model.tapCount(ofGesture: second.id), n < m,
                  let type = second.type else { continue }
            // Inline: the losing type's name; reached through a name: that name in `exclusively(before:)`.
            guard let anchor = second.resolvedThrough.first ?? second.nameRange else { continue }
            context.report(anchor,
                           "\(type)(count: \(m)) can never win: the tap with count \(n) before it in exclusively(before:) "
                           + "succeeds first; put the gesture with the larger count first")
        }
    }

    /// `.onTapGesture { }` attached before `.onTapGesture(count: 2) { }` on one view.
    func checkTapOrder(_ chain: ModifierChain, _ attachments: [GestureAttachment], _ model: GestureModel, _ context: RuleContext) {
        var taps: [(attachment: GestureAttachment, count: Int, anchor: Range<Int>)] = []
        for attachment in attachments where model.isPlain(attachment) {
            guard let gesture = attachment.gesture, let count = model.tapCount(ofGesture: gesture) else { continue }
            let value = model.gestures[gesture]
            switch attachment.kind {
            case .onTapGesture:
                taps.append((attachment, count, attachment.nameRange))
            case .gesture:
                let inline = value.resolvedThrough.isEmpty
                taps.append((attachment, count, inline ? (value.nameRange ?? attachment.nameRange) : attachment.nameRange))
            default:
                continue
            }
        }
        guard taps.count >= 2 else { return }
        // Without a smaller count before it a tap is reachable: skip the scan (quadratic on a long chain of equal taps).
        var smallestBefore = Int.max
        for (position, later) in taps.enumerated() where position > 0 {
            smallestBefore = min(smallestBefore, taps[position - 1].count)
            guard smallestBefore < later.count else { continue }
            let laterModifier = chain.modifiers[later.attachment.modifierIndex]
            guard let earlier = taps[..<position].first(where: {
                $0.count < later.count && model.compatible(chain.modifiers[$0.attachment.modifierIndex], laterModifier, in: chain)
            }) else { continue }
            let line = model.file.location(of: earlier.anchor.lowerBound).line
            context.report(later.anchor,
                           "This tap with count \(later.count) never fires: the tap with count \(earlier.count) attached before it "
                           + "at line \(line) recognizes first; attach the larger count first")
        }
    }
}
