import SwiftUI

/// Multiply, then bound in the next statement.
struct DocumentPageFixed: View {
    let page: Image
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        page
            .resizable()
            .scaleEffect(scale * pinch)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        scale *= value.magnification
                        scale = min(max(scale, 0.3), 5)
                    }
            )
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 2, 5) : max(scale / 2, 0.3)
            }
    }
}
