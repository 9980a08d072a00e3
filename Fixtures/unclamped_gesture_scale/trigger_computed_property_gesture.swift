import SwiftUI

/// The pinch is a computed property; the assignment reads the magnification directly.
struct ChartView: View {
    @State private var horizontalZoom: CGFloat = 1
    @State private var baseZoom: CGFloat = 1

    private var pinch: some Gesture {
        MagnifyGesture(minimumScaleDelta: 0.01)
            .onChanged { value in
                self.horizontalZoom = baseZoom * value.magnification // expect: unclamped_gesture_scale@22
            }
            .onEnded { _ in
                baseZoom = horizontalZoom
            }
    }

    var body: some View {
        Rectangle()
            .scaleEffect(x: horizontalZoom, y: 1)
            .gesture(pinch)
            .accessibilityZoomAction { action in
                horizontalZoom = action.direction == .zoomIn ? min(horizontalZoom * 2, 16) : max(horizontalZoom / 2, 1)
                baseZoom = horizontalZoom
            }
    }
}
