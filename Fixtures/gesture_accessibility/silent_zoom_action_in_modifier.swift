import SwiftUI

/// A zoom modifier: the pinch and its accessible alternative sit in one chain, across a postfix `#if`.
struct PinchToZoom: ViewModifier {
    @State private var scale: CGFloat = 1

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale)
            #if os(iOS)
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 5) })
            #endif
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.5, 5) : max(scale / 1.5, 1)
            }
    }
}
