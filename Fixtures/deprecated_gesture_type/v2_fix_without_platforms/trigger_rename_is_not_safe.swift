import SwiftUI

/// (v2) No deployment target is known: the finding stays, but the rename is offered only where
/// a guard vouches for the replacement.
struct PinchView: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            /* fix: none */ .gesture(MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) }) // expect: deprecated_gesture_type@38
            .accessibilityZoomAction { _ in scale = 2 }
    }

    @available(iOS 17, macOS 14, *)
    var modernPinch: some Gesture {
        /* fix: safe */ MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) } // expect: deprecated_gesture_type@25
    }

    var guarded: some View {
        if #available(iOS 17, *) {
            /* fix: safe */ return AnyView(Circle().gesture(RotationGesture().onChanged { _ in })) // expect: deprecated_gesture_type@61
        }
        return AnyView(Circle())
    }
}
