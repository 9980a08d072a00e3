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
        let outline = Outline.of(context)
        for chain in outline.chains where !chain.links.isEmpty {
            checkExclusively(chain, outline, context)
            checkTapOrder(chain, outline, context)
        }
    }

    /// `TapGesture(count: n).exclusively(before: TapGesture(count: m))` with n < m.
    func checkExclusively(_ chain: Outline.Chain, _ outline: Outline, _ context: RuleContext) {
        for link in chain.links where link.name == "exclusively" {
            guard let argument = link.call?.arguments.first, argument.label == "before",
                  let first = outline.resolveGesture(chain, upTo: link.position), let n = Self.tapCount(first.shape, outline),
                  let secondChain = argument.value?.single, let second = outline.resolveGesture(secondChain),
                  let m = Self.tapCount(second.shape, outline), n < m,
                  case .primitive(let type, let typeIndex, _) = second.shape else { continue }
            let anchor = second.inline ? typeIndex : secondChain.start
            context.report(outline.range(anchor),
                           "\(type)(count: \(m)) can never win: the tap with count \(n) before it in exclusively(before:) "
                           + "succeeds first; put the gesture with the larger count first")
        }
    }

    /// `.onTapGesture { }` attached before `.onTapGesture(count: 2) { }` on one view.
    func checkTapOrder(_ chain: Outline.Chain, _ outline: Outline, _ context: RuleContext) {
        var taps: [(link: Outline.Link, count: Int, anchor: Int)] = []
        for attachment in outline.attachments(of: chain) where attachment.isPlain {
            if attachment.link.name == "onTapGesture" {
                guard let count = outline.tapCount(attachment.link.call) else { continue }
                taps.append((attachment.link, count, attachment.link.nameIndex))
            } else if attachment.link.name == "gesture", attachment.gestures.count == 1,
                      let gesture = attachment.gestures.first, let count = Self.tapCount(gesture.shape, outline),
                      case .primitive(_, let typeIndex, _) = gesture.shape {
                taps.append((attachment.link, count, gesture.inline ? typeIndex : attachment.link.nameIndex))
            }
        }
        guard taps.count >= 2 else { return }
        for (position, later) in taps.enumerated() where position > 0 {
            guard let earlier = taps[..<position].first(where: {
                $0.count < later.count && Outline.compatible($0.link.clauses, later.link.clauses)
            }) else { continue }
            context.report(outline.range(later.anchor),
                           "This tap with count \(later.count) never fires: the tap with count \(earlier.count) attached before it "
                           + "at line \(outline.line(earlier.anchor)) recognizes first; attach the larger count first")
        }
    }

    /// The count of a plain tap gesture (`TapGesture`, `SpatialTapGesture`) when it is a literal.
    static func tapCount(_ shape: Outline.Shape, _ outline: Outline) -> Int? {
        guard case .primitive(let type, _, let call) = shape, type == "TapGesture" || type == "SpatialTapGesture" else { return nil }
        return outline.tapCount(call)
    }
}
