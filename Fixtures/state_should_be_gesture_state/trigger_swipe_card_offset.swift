import SwiftUI

/// A Tinder-style card: the drag offset is reset by hand when the finger lifts.
struct SwipeCard: View {
    let title: String
    let onSwipe: (Bool) -> Void
    @State private var offset: CGSize = .zero // expect: state_should_be_gesture_state@24

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.orange)
            .overlay(Text(title))
            .offset(offset)
            .rotationEffect(.degrees(Double(offset.width) / 20))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 {
                            onSwipe(value.translation.width > 0)
                        }
                        offset = .zero
                    }
            )
            .accessibilityAction(named: "Like") { onSwipe(true) }
            .accessibilityAction(named: "Skip") { onSwipe(false) }
    }
}
