import SwiftUI

/// A draggable pin: onEnded keeps where it was dropped (position is real state).
struct DraggablePin: View {
    @State private var position = CGPoint(x: 100, y: 100)
    @State private var start = CGPoint(x: 100, y: 100)

    var body: some View {
        Image(systemName: "mappin")
            .position(position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        position = CGPoint(x: start.x + value.translation.width, y: start.y + value.translation.height)
                    }
                    .onEnded { _ in
                        start = position
                    }
            )
            .accessibilityAction(named: "Move right") {
                position.x += 20
                start = position
            }
    }
}
