import SwiftUI

extension CardView {
    var dragToMove: some Gesture {
        DragGesture()
            .onChanged { value in
                offset = value.translation
            }
            .onEnded { _ in
                offset = .zero
                selected.toggle()
            }
    }

    var pressFeedback: some Gesture {
        LongPressGesture(minimumDuration: 1.5)
            .updating($isPressed) { current, state, _ in
                state = current
            }
    }
}
