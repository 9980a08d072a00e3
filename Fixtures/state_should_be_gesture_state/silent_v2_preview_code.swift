import SwiftUI

/// (v2) Preview code never ships: a hand-written reset in a `#Preview { }` with `@Previewable`
/// state is not reported by default.
#Preview("Press highlight") {
    @Previewable @State var isPressed = false
    Circle()
        .scaleEffect(isPressed ? 0.9 : 1)
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in isPressed = false }
        )
        .accessibilityHidden(true)
}
