import SwiftUI

/// The deprecated gesture's bare CGFloat value, multiplied in with no bound.
struct LegacyZoom: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Image("blueprint")
            .scaleEffect(zoom)
            .gesture(
                MagnificationGesture() // expect: deprecated_gesture_type
                    .onEnded { amount in
                        zoom *= amount // expect: unclamped_gesture_scale@25
                    }
            )
            .accessibilityZoomAction { action in
                zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1)
            }
    }
}
