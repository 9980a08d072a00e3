import SwiftUI

/// The Xcode project builds for iOS 17.0 / macOS 14.0 at the lowest: every API here is available.
struct DrawingBoard: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var dots: [CGPoint] = []
    @State private var speed: CGFloat = 0

    var body: some View {
        Canvas { _, _ in }
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
            .simultaneousGesture(RotateGesture().onEnded { value in angle += value.rotation })
            .simultaneousGesture(SpatialTapGesture().onEnded { value in dots.append(value.location) })
            .simultaneousGesture(DragGesture().onEnded { value in speed = value.velocity.width })
            .accessibilityZoomAction { _ in scale = 2 }
            .accessibilityAction(named: "Rotate") { angle += .degrees(90) }
    }
}
