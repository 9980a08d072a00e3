import SwiftUI

/// The view chooses the iOS 17 gesture at run time; the gesture itself lives in another file.
struct PhotoViewer: View {
    @State var scale: CGFloat = 1

    var body: some View {
        if #available(iOS 17, *) {
            Image("photo")
                .scaleEffect(scale)
                .gesture(modernPinch)
                .accessibilityZoomAction { _ in scale = 2 }
        } else {
            Image("photo")
        }
    }
}
