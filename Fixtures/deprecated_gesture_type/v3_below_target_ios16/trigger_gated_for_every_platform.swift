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
