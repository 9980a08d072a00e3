import SwiftUI

struct PinchPreview: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Color.blue
            .scaleEffect(scale)
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
            .accessibilityZoomAction { _ in scale = 2 }
    }
}
