import SwiftUI

/// The corrected swipe card: @GestureState resets itself, also on cancellation.
struct SwipeCardFixed: View {
    let onSwipe: (Bool) -> Void
    @GestureState private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 { onSwipe(value.translation.width > 0) }
                    }
            )
            .accessibilityAction(named: "Like") { onSwipe(true) }
    }
}
