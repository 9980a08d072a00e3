import SwiftUI

/// (v2) The target is iOS 17 / macOS 14 / visionOS 1: the replacement exists everywhere, so the
/// rename (with the value reads rewritten) is a safe fix.
struct PinchView: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            .rotationEffect(angle)
            /* fix: safe */ .gesture(MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) }) // expect: deprecated_gesture_type@38
            /* fix: safe */ .simultaneousGesture(RotationGesture().onChanged { value in angle = value }) // expect: deprecated_gesture_type@50
            .accessibilityZoomAction { _ in scale = 2 }
            .accessibilityAction(named: "Rotate") { angle += .degrees(15) }
    }
}
