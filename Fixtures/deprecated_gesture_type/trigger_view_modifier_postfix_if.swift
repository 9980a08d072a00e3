import SwiftUI

/// A reusable modifier that lets any view be rotated, only on iOS.
struct Rotatable: ViewModifier {
    @State private var angle = Angle.zero
    @State private var settled = Angle.zero

    func body(content: Content) -> some View {
        content
            .rotationEffect(angle)
            #if os(iOS)
            .gesture(
                RotationGesture() // expect: deprecated_gesture_type@17
                    .onChanged { angle = settled + $0 }
                    .onEnded { _ in settled = angle }
            )
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
                settled = angle
            }
            #endif
    }
}

extension View {
    func rotatable() -> some View { modifier(Rotatable()) }
}
