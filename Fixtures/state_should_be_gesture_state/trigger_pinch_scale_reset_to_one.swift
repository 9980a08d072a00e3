import SwiftUI

/// The live pinch factor is @State and put back to 1 in onEnded.
struct ZoomingMap: View {
    @State private var zoom: CGFloat = 1
    @State private var pinchFactor: CGFloat = 1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Image("map")
            .resizable()
            .scaleEffect(zoom * pinchFactor)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in self.pinchFactor = value.magnification }
                    .onEnded { value in
                        zoom = min(max(zoom * value.magnification, 1), 6)
                        pinchFactor = 1
                    }
            )
            .accessibilityZoomAction { action in
                zoom = action.direction == .zoomIn ? min(zoom * 2, 6) : max(zoom / 2, 1)
            }
    }
}
