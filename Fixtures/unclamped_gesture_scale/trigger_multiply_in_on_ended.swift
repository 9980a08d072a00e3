import SwiftUI

/// Each pinch multiplies the stored scale with no bound.
struct DocumentPage: View {
    let page: Image
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        page
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        scale *= value.magnification // expect: unclamped_gesture_scale@25
                    }
            )
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 2, 8) : max(scale / 2, 1)
            }
    }
}
