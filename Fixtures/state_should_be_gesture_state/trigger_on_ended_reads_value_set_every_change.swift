import SwiftUI

/// (fix3) Near miss: the direction is set on every change from the gesture's value (no latch),
/// so the end value carries it; `.onEnded` reads it and puts it back: @GestureState material.
struct SwipeHint: View {
    @State private var towardsLeft = false // expect: state_should_be_gesture_state
    @State private var offset: CGFloat = 0 // expect: state_should_be_gesture_state

    var body: some View {
        Text(towardsLeft ? "Archive" : "Keep")
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation.width
                        towardsLeft = value.translation.width < 0
                    }
                    .onEnded { _ in
                        if towardsLeft { print("left") }
                        towardsLeft = false
                        offset = 0
                    }
            )
    }
}
