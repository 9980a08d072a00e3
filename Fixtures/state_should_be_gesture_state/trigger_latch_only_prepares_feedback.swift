import SwiftUI

/// (fix8) Near miss of the seeding latch: the first-change branch only prepares a haptic
/// generator besides setting the flag, which `.updating` can do as well, so the finding keeps
/// the plain advice (make it `@GestureState`, set it in `.updating`).
struct NotchedTrack: View {
    @State private var isDragging = false // expect: state_should_be_gesture_state@24
    @State private var haptics = UISelectionFeedbackGenerator()
    @Binding var position: CGFloat

    var body: some View {
        Capsule()
            .frame(height: 8)
            .opacity(isDragging ? 1 : 0.6)
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        if !isDragging {
                            haptics.prepare()
                            isDragging = true
                        }
                        position = drag.location.x
                    }
                    .onEnded { _ in
                        isDragging = false
                    }
            )
    }
}
