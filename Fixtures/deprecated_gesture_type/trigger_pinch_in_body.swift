import SwiftUI

/// A zoomable photo written before iOS 17: the pinch is built inline in `body`.
struct ZoomablePhoto: View {
    let image: Image
    @State private var scale: CGFloat = 1
    @State private var committedScale: CGFloat = 1

    var body: some View {
        image
            .resizable()
            .scaledToFit()
            .scaleEffect(scale)
            .gesture(
                MagnificationGesture() // expect: deprecated_gesture_type@17
                    .onChanged { value in
                        scale = min(max(committedScale * value, 1), 5)
                    }
                    .onEnded { _ in
                        committedScale = scale
                    }
            )
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.5, 5) : max(scale / 1.5, 1)
                committedScale = scale
            }
    }
}
