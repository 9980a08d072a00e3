import SwiftUI

/// A modifier whose rotation settles with a custom timing curve, on iOS only.
struct SettlingRotation: ViewModifier {
    @State private var angle = Angle.zero

    func body(content: Content) -> some View {
        content
            .rotationEffect(angle)
            #if os(iOS)
            .gesture(
                RotateGesture()
                    .onChanged { value in angle = value.rotation }
                    .onEnded { _ in
                        withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)) { angle = .zero } // expect: gesture_animation_curve@40
                    }
            )
            #endif
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
            }
    }
}
