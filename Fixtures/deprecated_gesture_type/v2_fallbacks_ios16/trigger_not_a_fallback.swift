import SwiftUI

/// (v2) Near misses of a fallback: each of these also runs where the replacement exists.
struct GatedZoomView: View {
    let enabled: Bool
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        if #available(iOS 17, macOS 14, *), enabled {
            Image("photo").scaleEffect(scale).accessibilityZoomAction { _ in scale = 2 }
        } else {
            // Runs on iOS 17 too whenever `enabled` is false.
            Image("photo").gesture(MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) }) // expect: deprecated_gesture_type@36
                .accessibilityZoomAction { _ in scale = 2 }
        }
    }

    // Deprecated only from iOS 18: on iOS 17 this is live code that should use the new type.
    @available(iOS, deprecated: 18)
    var laterPinch: some Gesture {
        MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) } // expect: deprecated_gesture_type@9
    }

    var dial: some View {
        if #available(iOS 18, *) {
            return AnyView(Circle())
        } else {
            // The else of an iOS 18 check still runs on iOS 17.
            return AnyView(Circle().gesture(RotationGesture().onChanged { value in angle = value })) // expect: deprecated_gesture_type@45
        }
    }
}
