import SwiftUI

/// Near the spring-back case, but `.onEnded` keeps the new position: the move lasts.
/// (fix6) The position is the caller's (a `@Binding`, the sticker's place in a document): a free
/// placement of the view's own `@State` would be silent (silent_free_placement.swift).
struct MovableSticker: View {
    @Binding var position: CGPoint
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
