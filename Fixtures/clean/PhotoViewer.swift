import SwiftUI

/// A photo that zooms with a pinch and resets with a double tap: correct code, no findings.
struct PhotoViewer: View {
    let image: Image
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    private var zoom: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale = min(max(scale * value.magnification, 0.5), 4)
            }
    }

    var body: some View {
        image
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .gesture(zoom)
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.25, 4) : max(scale / 1.25, 0.5)
            }
            .onTapGesture(count: 2) {
                withAnimation(.spring) { scale = 1 }
            }
    }
}
