import SwiftUI

struct PhotoEditor: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero

    private var pinchAndTwist: some Gesture {
        MagnifyGesture()
            .onChanged { scale = min(max($0.magnification, 0.5), 4) }
            .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
    }

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(pinchAndTwist)
            .accessibilityZoomAction { _ in scale = 1 }
    }
}
