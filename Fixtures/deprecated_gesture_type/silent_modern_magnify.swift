import SwiftUI

/// The iOS 17 replacement, with the scale read from `value.magnification`.
struct ModernZoomablePhoto: View {
    let image: Image
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    private var zoom: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale = min(max(scale * value.magnification, 1), 5)
            }
    }

    var body: some View {
        image
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .gesture(zoom)
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.5, 5) : max(scale / 1.5, 1)
            }
    }
}
