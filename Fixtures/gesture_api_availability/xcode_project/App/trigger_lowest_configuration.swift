import SwiftUI
import UIKit

/// The Release configuration builds for iOS 16.0 (Debug says 17.0: the lowest counts).
struct CanvasView: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Color.white
            .scaleEffect(scale)
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) }) // expect: gesture_api_availability@22
            .accessibilityZoomAction { _ in scale = scale == 1 ? 2 : 1 }
    }
}

/// UIKit's recognizers in SwiftUI need iOS 18.
struct ForcePress: UIGestureRecognizerRepresentable { // expect: gesture_api_availability@20
    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        UILongPressGestureRecognizer()
    }
}
