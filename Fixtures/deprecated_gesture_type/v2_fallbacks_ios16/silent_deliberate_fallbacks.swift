import SwiftUI

/// (v2) Pre-iOS 17 fallbacks kept on purpose: the deprecated types live only where the new ones
/// cannot run, so neither the compiler nor gesturelint complains.
struct LegacyZoomView: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    @available(iOS, introduced: 16, deprecated: 17, message: "Use MagnifyGesture")
    @available(macOS, introduced: 13, deprecated: 14)
    var legacyPinch: some Gesture {
        MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) }
    }

    @available(iOS, obsoleted: 17)
    func legacyTwist() -> some Gesture {
        RotationGesture().onChanged { value in angle = value }
    }

    var body: some View {
        if #available(iOS 17, macOS 14, *) {
            Image("photo")
                .scaleEffect(scale)
                .gesture(MagnifyGesture().onChanged { value in scale = min(max(value.magnification, 1), 4) })
                .accessibilityZoomAction { _ in scale = 2 }
        } else {
            Image("photo")
                .scaleEffect(scale)
                .gesture(MagnificationGesture().onChanged { value in scale = min(max(value, 1), 4) })
                .accessibilityZoomAction { _ in scale = 2 }
        }
    }

    var dial: some View {
        if #unavailable(iOS 17, macOS 14) {
            return AnyView(Circle().rotationEffect(angle).gesture(RotationGesture().onChanged { value in angle = value }))
        }
        return AnyView(Circle().rotationEffect(angle))
    }

    func pinchGesture() -> AnyGesture<CGFloat> {
        guard #available(iOS 17, macOS 14, *) else {
            return AnyGesture(MagnificationGesture().map { value in value })
        }
        return AnyGesture(MagnifyGesture().map { value in value.magnification })
    }
}
