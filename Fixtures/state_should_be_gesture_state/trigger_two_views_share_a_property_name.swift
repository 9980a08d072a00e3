import SwiftUI

/// Two views declare `dragOffset`; only the first resets it by hand in its gesture.
struct DraggableChip: View {
    let remove: () -> Void
    @State private var dragOffset = CGSize.zero // expect: state_should_be_gesture_state@24

    var body: some View {
        Capsule()
            .frame(width: 80, height: 32)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { value in
                        if value.translation.height > 60 { remove() }
                        dragOffset = .zero
                    }
            )
            .accessibilityAction(named: "Remove", remove)
    }
}

/// The second view's `dragOffset` is plain view state moved by buttons: not the first view's property.
struct NudgeableChip: View {
    @State private var dragOffset = CGSize.zero

    var body: some View {
        VStack {
            Capsule().frame(width: 80, height: 32).offset(dragOffset)
            Button("Nudge") { dragOffset.width += 10 }
        }
    }
}
