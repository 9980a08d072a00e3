import SwiftUI

/// (v3) Inside `#available(iOS 17, macOS 14, *)` the replacement exists on every platform of the
/// iOS 16 / macOS 13 target: the deprecated type there is a plain mistake, fixed by the rename.
struct ZoomableMap: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        if #available(iOS 17, macOS 14, *) {
            /* fix: safe */ Rectangle().scaleEffect(zoom).gesture(MagnificationGesture().onChanged { value in zoom = min(max(value, 1), 8) }) // expect: deprecated_gesture_type@67
                .accessibilityZoomAction { action in zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1) }
        } else {
            Rectangle().scaleEffect(zoom).gesture(MagnificationGesture().onChanged { value in zoom = min(max(value, 1), 8) })
                .accessibilityZoomAction { action in zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1) }
        }
    }
}

/// Raised on iOS only: the macOS 13 build still lacks the replacement, while the iOS build warns.
struct TurnableDial: View {
    @State private var angle = Angle.zero

    var body: some View {
        if #available(iOS 17, *) {
            /* fix: none */ Circle().rotationEffect(angle).gesture(RotationGesture().onChanged { value in angle = value }) // expect: deprecated_gesture_type@68
                .accessibilityAction(named: "Rotate") { angle += .degrees(15) }
        }
    }
}
