import SwiftUI

/// A dial turned with two fingers; the callback is a method reference.
struct VolumeDial: View {
    @State private var angle: Angle = .zero

    private var turn: some Gesture {
        RotateGesture()
            .onEnded(finishTurn)
    }

    var body: some View {
        Circle()
            .stroke(lineWidth: 4)
            .rotationEffect(angle)
            .gesture(turn) // expect: gesture_accessibility
    }

    private func finishTurn(_ value: RotateGesture.Value) {
        angle += value.rotation
    }
}
