import GestureLintCore

/// A container's plain tap/long-press gesture competing with a control or a tap gesture inside it.
struct ParentChildGestureConflictRule: Rule {
    static let description = RuleDescription(
        id: "parent_child_gesture_conflict",
        name: "Parent and child gestures conflict",
        severity: .warning,
        summary: "A container's plain tap/long-press gesture competes with a control or tap gesture inside it.",
        rationale: """
            When a stack, list row or custom container attaches `.onTapGesture`, `.onLongPressGesture` or a \
            plain `.gesture(...)` of a tap or long press, SwiftUI has to pick one recognizer for every touch \
            on a button, toggle or tappable view inside it: either the inner control stops responding, or \
            the container's action never fires on that area, and which one wins changes with the layout. \
            Say which behaviour you want: `.simultaneousGesture` lets both fire, `.highPriorityGesture` \
            lets the container win, and `.gesture(_, including:)` with a `GestureMask` (`.subviews`, \
            `.gesture`, `.none`) decides whether the container's or the children's gestures take part.

            Silent when the container uses `.simultaneousGesture`, `.highPriorityGesture` or an explicit \
            `including:`, when the tap is empty (`.onTapGesture {}`), and for buttons that are not children of \
            the view (in `.contextMenu`, `.swipeActions`, `.toolbar`, `.sheet` and other modifier closures).
            """,
        triggeringExamples: [
            """
            struct TrackRow: View {
                let track: Track
                @Binding var favorite: Bool
                var play: () -> Void

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                        Button { favorite.toggle() } label: {
                            Image(systemName: favorite ? "heart.fill" : "heart")
                        }
                    }
                    .↓onTapGesture { play() }
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct MessageBubble: View {
                let message: Message
                @State private var showsActions = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(message.body)
                        Text(message.link)
                            .onTapGesture { openLink() }
                            .accessibilityAddTraits(.isLink)
                    }
                    .↓gesture(LongPressGesture().onEnded { _ in showsActions = true })
                    .accessibilityAction(named: "Actions") { showsActions = true }
                }
                func openLink() {}
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct TrackRow: View {
                let track: Track
                @Binding var favorite: Bool
                var play: () -> Void

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                        Button { favorite.toggle() } label: {
                            Image(systemName: favorite ? "heart.fill" : "heart")
                        }
                    }
                    .simultaneousGesture(TapGesture().onEnded { play() })
                    .accessibilityAction(named: "Play") { play() }
                }
            }
            """,
            """
            struct Card: View {
                @State private var flipped = false

                var body: some View {
                    VStack {
                        Text("Front")
                        Toggle("Pinned", isOn: .constant(true))
                    }
                    .gesture(LongPressGesture().onEnded { _ in flipped.toggle() }, including: .gesture)
                    .accessibilityAction(named: "Flip") { flipped.toggle() }
                }
            }
            """,
            """
            struct Header: View {
                var body: some View {
                    HStack {
                        Text("Title")
                        Image(systemName: "star")
                    }
                    .contextMenu {
                        Button("Copy") {}
                    }
                    .highPriorityGesture(TapGesture().onEnded { collapse() })
                }
                func collapse() {}
            }
            """,
        ]
    )

    func check(_ context: RuleContext) {
        let model = context.model
        let byChain = model.attachmentsByChain()
        for (chainID, attachments) in byChain.sorted(by: { $0.key < $1.key }) {
            let chain = model.chains[chainID]
            let plain = attachments.filter { model.isPlain($0) && model.isTapOrLongPress($0) }
                .sorted { $0.modifierIndex < $1.modifierIndex }
            guard !plain.isEmpty, let child = model.conflictingDescendant(of: chain, byChain) else { continue }
            let container = chain.base.name ?? "container"
            let childLine = model.file.location(of: child.anchor).line
            for attachment in plain {
                context.report(attachment.nameRange,
                               "\(attachment.kind.rawValue) on the \(container) competes with the \(child.what) inside it at line \(childLine); "
                               + "attach it with .simultaneousGesture (both fire), .highPriorityGesture (the container wins) "
                               + "or .gesture(_, including:) with a GestureMask",
                               related: [RelatedLocation(file: context.file, range: Self.word(at: child.anchor, in: context.file),
                                                         message: "the \(child.what) inside the \(container)")])
            }
        }
    }

    /// The identifier (or single byte) starting at `offset`, as the related location's range.
    static func word(at offset: Int, in file: SourceFile) -> Range<Int> {
        let bytes = file.bytes
        let offset = offset < bytes.count && bytes[offset] == 0x2E ? offset + 1 : offset
        var end = offset
        while end < bytes.count, bytes[end] == 0x5F || (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7A)
            || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
        return offset..<max(end, min(offset + 1, bytes.count))
    }
}
