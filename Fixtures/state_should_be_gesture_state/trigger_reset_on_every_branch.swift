import SwiftUI

/// (v2) Every path through `.onEnded` puts the offset back, whichever branch runs: still a
/// hand-written @GestureState.
struct ReorderableChip: View {
    let label: String
    let onDropAfter: (Int) -> Void
    @State private var dragOffset: CGSize = .zero // expect: state_should_be_gesture_state@24

    var body: some View {
        Text(label)
            .padding(8)
            .background(Capsule().fill(.mint))
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { value in
                        if value.translation.width > 60 {
                            onDropAfter(1)
                            dragOffset = .zero
                        } else if value.translation.width < -60 {
                            onDropAfter(-1)
                            dragOffset = .zero
                        } else {
                            dragOffset = .zero
                        }
                    }
            )
            .accessibilityAction(named: "Move right") { onDropAfter(1) }
    }
}

/// (v2) A guard whose else branch resets before returning, and a switch whose every case resets.
struct KnobView: View {
    @Binding var volume: Double
    @State private var turn: Angle = .zero // expect: state_should_be_gesture_state@24
    @State private var pinch: CGFloat = 1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Circle()
            .rotationEffect(turn)
            .scaleEffect(pinch)
            .gesture(
                RotateGesture()
                    .onChanged { value in turn = value.rotation }
                    .onEnded { value in
                        guard abs(value.rotation.degrees) > 5 else {
                            turn = .zero
                            return
                        }
                        volume = min(1, max(0, volume + value.rotation.degrees / 360))
                        turn = .zero
                    }
            )
            .simultaneousGesture(
                MagnifyGesture()
                    .onChanged { value in pinch = value.magnification }
                    .onEnded { value in
                        switch value.magnification {
                        case ..<0.8: volume = 0; pinch = 1
                        default: pinch = 1
                        }
                    }
            )
            .accessibilityAdjustableAction { _ in }
    }
}
