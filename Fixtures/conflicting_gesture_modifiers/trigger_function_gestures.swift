import SwiftUI

struct DialKnob: View {
    @State private var angle: Angle = .zero
    @State private var offset: CGSize = .zero

    func rotation() -> some Gesture {
        RotateGesture().onChanged { angle = $0.rotation }
    }

    func nudge() -> some Gesture {
        DragGesture(minimumDistance: 4)
            .onChanged { offset = $0.translation }
            .onEnded(settle)
    }

    var body: some View {
        Circle()
            .frame(width: 120, height: 120)
            .rotationEffect(angle)
            .offset(offset)
            .gesture(rotation())
            .gesture(nudge()) // expect: conflicting_gesture_modifiers@14
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 10 : -10)
            }
    }

    func settle(_ value: DragGesture.Value) {
        withAnimation(.spring) { offset = .zero }
    }
}
