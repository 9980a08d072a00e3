import SwiftUI

/// The view's state; its gestures live in PhotoDetailView+Gestures.swift.
struct PhotoDetailView: View {
    let photo: Image
    @State var scale: CGFloat = 1
    @State var lastScale: CGFloat = 1

    var body: some View {
        photo
            .resizable()
            .scaledToFit()
            .scaleEffect(scale)
            .gesture(zoomGesture)
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 2, 4) : max(scale / 2, 1)
                lastScale = scale
            }
    }
}
