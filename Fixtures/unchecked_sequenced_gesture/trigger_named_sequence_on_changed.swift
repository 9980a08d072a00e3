import SwiftUI

struct ReorderableRow: View {
    let title: String
    @State private var isReordering = false
    private let haptics = UIImpactFeedbackGenerator(style: .medium)

    private var pressThenDrag: some Gesture {
        LongPressGesture()
            .sequenced(before: DragGesture(minimumDistance: 0))
    }

    var body: some View {
        Text(title)
            .scaleEffect(isReordering ? 1.05 : 1)
            .gesture(
                pressThenDrag
                    .onChanged { _ in // expect: unchecked_sequenced_gesture@22
                        haptics.impactOccurred()
                        isReordering = true
                    }
                    .onEnded { value in
                        guard case .second(true, _) = value else { return }
                        withAnimation(.spring) { isReordering = false }
                    }
            )
            .accessibilityAction(named: "Reorder") { isReordering.toggle() }
    }
}
