import SwiftUI

@available(iOS 17, *)
extension PhotoViewer {
    var modernPinch: some Gesture {
        MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) }
    }
}

extension PhotoViewer {
    /// Forgot the attribute on this extension.
    var quickRotate: some Gesture {
        RotateGesture() // expect: gesture_api_availability
    }
}
