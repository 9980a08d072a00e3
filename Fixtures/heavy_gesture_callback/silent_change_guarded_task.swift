import SwiftUI

/// Work guarded by a test of stored state that the guarded branch itself updates runs once per change
/// of that value (or once per gesture), not on every frame: an index scrubber, a deferred first offset.
struct SectionIndexScrubber: View {
    let sections: [String]
    @Binding var scrollTarget: Int?
    @State private var lastLabel: String?
    @State private var lastIndex = -1
    @State private var initialOffset: CGFloat?
    @GestureState private var dragOffset: CGFloat = 0
    let haptics = UISelectionFeedbackGenerator()

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                ForEach(sections, id: \.self) { Text($0).font(.caption2) }
            }
            .offset(y: dragOffset)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($dragOffset) { value, state, _ in
                        let y = value.translation.height
                        if initialOffset == nil && y != 0 {
                            Task { initialOffset = y }
                        }
                        state = y - (initialOffset ?? 0)
                    }
                    .onChanged { value in
                        let index = min(max(Int(value.location.y / proxy.size.height * Double(sections.count)), 0),
                                        sections.count - 1)
                        let label = sections[index]
                        if label != lastLabel {
                            Task { @MainActor in
                                lastLabel = label
                                scrollTarget = index
                                haptics.selectionChanged()
                            }
                        }
                    }
                    .onChanged { value in
                        let index = Int(value.location.y / 20)
                        guard index != self.lastIndex else { return }
                        self.lastIndex = index
                        Task { await announce(index) }
                    }
                    .onEnded { _ in initialOffset = nil }
            )
        }
        .accessibilityAdjustableAction { direction in
            scrollTarget = direction == .increment ? (scrollTarget ?? 0) + 1 : max((scrollTarget ?? 0) - 1, 0)
        }
    }

    private func announce(_ index: Int) async {
        UIAccessibility.post(notification: .announcement, argument: sections[min(index, sections.count - 1)])
    }
}
