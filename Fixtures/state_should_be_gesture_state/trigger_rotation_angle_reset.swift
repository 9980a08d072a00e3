import SwiftUI

/// A dial that snaps to the nearest step; the live twist is reset to Angle.zero.
struct StepDial: View {
    @Binding var step: Int
    @State private var twist = Angle.zero // expect: state_should_be_gesture_state@24

    var body: some View {
        Image(systemName: "dial.medium")
            .font(.system(size: 64))
            .rotationEffect(.degrees(Double(step) * 30) + twist)
            .gesture(
                RotateGesture()
                    .onChanged { value in twist = value.rotation }
                    .onEnded { value in
                        step += Int((value.rotation.degrees / 30).rounded())
                        twist = Angle.zero
                    }
            )
            .accessibilityAdjustableAction { direction in
                step += direction == .increment ? 1 : -1
            }
    }
}
