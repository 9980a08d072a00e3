import SwiftUI

/// The same APIs as the triggering file of this package, each behind a guard that covers iOS and macOS.
struct GuardedPhotoEditor: View {
    @State private var scale: CGFloat = 1
    @State private var fling: CGFloat = 0

    var body: some View {
        if #available(iOS 17, macOS 14, *) {
            Image("photo")
                .scaleEffect(scale)
                .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
                .simultaneousGesture(DragGesture().onEnded { value in fling = value.velocity.width })
                .accessibilityZoomAction { _ in scale = 2 }
        } else {
            Image("photo")
        }
    }

    @available(iOS 17, macOS 14, *)
    private var rotation: some Gesture {
        RotateGesture().onEnded { value in print(value.rotation) }
    }
}
