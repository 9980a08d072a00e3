import SwiftUI

/// The end handler is a method passed by reference.
struct ReorderRow: View {
    let item: String
    let move: (Int) -> Void
    @State private var isDragging = false // expect: state_should_be_gesture_state@24

    var body: some View {
        HStack {
            Image(systemName: "line.3.horizontal")
            Text(item)
        }
        .scaleEffect(isDragging ? 1.05 : 1)
        .gesture(
            DragGesture(minimumDistance: 10)
                .onChanged { _ in isDragging = true }
                .onEnded(finishDrag)
        )
        .accessibilityAction(named: "Move up") { move(-1) }
        .accessibilityAction(named: "Move down") { move(1) }
    }

    private func finishDrag(_ value: DragGesture.Value) {
        move(value.translation.height > 0 ? 1 : -1)
        isDragging = false
    }
}
