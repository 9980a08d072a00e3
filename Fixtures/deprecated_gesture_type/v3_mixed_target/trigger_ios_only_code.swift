import SwiftUI

/// (v3) iOS 17 but macOS 13: shared code needs the deprecated type on macOS 13, so a rename needs
/// an `#available(macOS 14, *)` gate: silent by default, like a target below iOS 17.
struct CanvasView: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Rectangle()
            .scaleEffect(zoom)
            .gesture(MagnificationGesture().onChanged { value in zoom = min(max(value, 1), 8) })
            .accessibilityZoomAction { action in zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1) }
    }
}

#if os(iOS)
/// Built for iOS only, where the target is 17: the rename is safe.
struct PhoneCanvasView: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        /* fix: safe */ Rectangle().scaleEffect(zoom).gesture(MagnificationGesture().onChanged { value in zoom = min(max(value, 1), 8) }) // expect: deprecated_gesture_type@63
            .accessibilityZoomAction { action in zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1) }
    }
}
#endif

#if os(macOS)
/// Built for macOS only, where the target is 13: the deprecated type is the only API (silent).
struct DesktopCanvasView: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Rectangle().scaleEffect(zoom).gesture(MagnificationGesture().onChanged { value in zoom = min(max(value, 1), 8) })
            .accessibilityZoomAction { action in zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1) }
    }
}
#endif
