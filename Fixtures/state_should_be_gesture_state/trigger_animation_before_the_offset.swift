import SwiftUI

/// `.animation(value:)` placed before `.offset` animates only what comes before it (the
/// color): the reset of the offset jumps, and a cancelled drag leaves the card off place.
struct PeekCard: View {
    @State private var peek = CGSize.zero // expect: state_should_be_gesture_state@24
    @State private var highlighted = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(highlighted ? Color.blue : Color.gray)
            .animation(.easeInOut, value: peek)
            .offset(peek)
            .gesture(
                DragGesture()
                    .onChanged { peek = $0.translation }
                    .onEnded { _ in peek = .zero }
            )
            .contextMenu { Button("Highlight") { highlighted.toggle() } }
    }
}

/// The animated value is another property: the offset's own reset is not animated.
struct SplitCard: View {
    @State private var shift = CGSize.zero // expect: state_should_be_gesture_state@24
    @State private var selected = false

    var body: some View {
        Circle()
            .offset(shift)
            .scaleEffect(selected ? 1.2 : 1)
            .animation(.spring, value: selected)
            .gesture(
                DragGesture()
                    .onChanged { shift = $0.translation }
                    .onEnded { _ in shift = .zero }
            )
            .contextMenu { Button("Select") { selected.toggle() } }
    }
}
