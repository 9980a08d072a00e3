import SwiftUI

/// A volume knob whose twist gesture lives in a computed property.
struct VolumeKnob: View {
    @Binding var level: Double
    @State private var angle: Angle = .zero
    @State private var startAngle: Angle = .zero

    private var twist: some Gesture {
        RotationGesture() // expect: deprecated_gesture_type@9
            .onChanged { rotation in
                angle = startAngle + rotation
                level = min(max(angle.degrees / 270, 0), 1)
            }
            .onEnded { _ in
                startAngle = angle
            }
    }

    var body: some View {
        Circle()
            .fill(.gray.gradient)
            .overlay(Capsule().frame(width: 4, height: 20).offset(y: -30))
            .rotationEffect(angle)
            .frame(width: 80, height: 80)
            .gesture(twist)
            .accessibilityValue("\(Int(level * 100)) percent")
            .accessibilityAdjustableAction { direction in
                level = direction == .increment ? min(level + 0.1, 1) : max(level - 0.1, 0)
            }
    }
}
