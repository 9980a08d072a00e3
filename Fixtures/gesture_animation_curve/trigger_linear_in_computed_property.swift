import SwiftUI

/// A pinch held in a computed property that snaps back with `Animation.linear`.
struct PeekImage: View {
    let image: Image
    @State private var scale: CGFloat = 1

    private var peek: some Gesture {
        MagnifyGesture()
            .onChanged { value in scale = min(max(value.magnification, 1), 3) }
            .onEnded { _ in
                withAnimation(Animation.linear(duration: 0.2)) { scale = 1 } // expect: gesture_animation_curve@41
            }
    }

    var body: some View {
        image
            .scaleEffect(scale)
            .gesture(peek)
            .accessibilityZoomAction { action in scale = action.direction == .zoomIn ? 2 : 1 }
    }
}
