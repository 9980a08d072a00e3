import SwiftUI

/// Near the spring-back case, but `.onEnded` keeps the new position: the move lasts.
struct MovableSticker: View {
    @State private var position: CGPoint = CGPoint(x: 100, y: 100)
    @GestureState private var drag: CGSize = .zero

    var body: some View {
        Image("sticker")
            .position(x: position.x + drag.width, y: position.y + drag.height)
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.x += value.translation.width
                        position.y += value.translation.height
                    }
            )
    }
}
