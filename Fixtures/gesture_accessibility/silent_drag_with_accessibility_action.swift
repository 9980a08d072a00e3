import SwiftUI

struct ReorderableCard: View {
    let title: String
    let moveUp: () -> Void
    let moveDown: () -> Void
    @GestureState private var drag: CGSize = .zero

    var body: some View {
        Text(title)
            .padding()
            .offset(drag)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        if value.translation.height < -40 { moveUp() }
                        if value.translation.height > 40 { moveDown() }
                    }
            )
            .accessibilityAction(named: "Move up", moveUp)
            .accessibilityAction(named: "Move down", moveDown)
    }
}
