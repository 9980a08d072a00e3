import SwiftUI

/// RotateGesture in a ViewModifier behind a postfix `#if`.
struct ModernRotatable: ViewModifier {
    @State private var angle = Angle.zero
    @GestureState private var twist = Angle.zero

    func body(content: Content) -> some View {
        content
            .rotationEffect(angle + twist)
            #if os(iOS)
            .gesture(
                RotateGesture()
                    .updating($twist) { value, state, _ in state = value.rotation }
                    .onEnded { value in angle += value.rotation }
            )
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
            }
            #endif
    }
}
