import SwiftUI

/// Each availability guard form the compiler accepts, in an iOS 16 package.
struct ZoomableImage: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        if #available(iOS 17, *) {
            Image("photo")
                .scaleEffect(scale)
                .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
                .accessibilityZoomAction { _ in scale = 2 }
        } else if #available(iOS 16.4, *) {
            Image("photo")
        } else {
            Image("photo")
        }
    }

    @available(iOS 17.0, *)
    private var rotation: some Gesture {
        RotateGesture()
    }

    @available(iOS, introduced: 17.0)
    private func speed(of value: DragGesture.Value) -> CGFloat {
        value.velocity.width
    }

    private func pinchIfAvailable() -> AnyGesture<Void>? {
        guard #available(iOS 17, *) else { return nil }
        return AnyGesture(MagnifyGesture().map { _ in () })
    }
}

@available(iOS 17, *)
struct SpinnerView: View {
    @State private var angle: Angle = .zero
    var body: some View {
        Circle()
            .rotationEffect(angle)
            .gesture(RotateGesture().onEnded { value in angle += value.rotation })
            .accessibilityAdjustableAction { _ in angle += .degrees(10) }
    }
}

@available(iOS 17, *)
extension ZoomableImage {
    var pinch: some Gesture {
        MagnifyGesture()
    }
}
