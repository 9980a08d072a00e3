import SwiftUI

/// (v3) The package supports iOS 16 / macOS 13, where MagnifyGesture and RotateGesture do not
/// exist: the deprecated types are the only API on the minimum OS and the compiler is silent,
/// so by default gesturelint is too (`report_below_target: true` reports them).
struct CropView: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var pinch: CGFloat = 1

    private var magnification: some Gesture {
        MagnificationGesture()
            .updating($pinch) { value, state, _ in state = value }
            .onEnded { value in
                lastScale = min(max(lastScale * value, 1), 4)
                scale = lastScale
            }
    }

    var body: some View {
        Image("photo")
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .rotationEffect(angle)
            .gesture(magnification.simultaneously(with: RotationGesture().onChanged { value in angle = value }))
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.25, 4) : max(scale / 1.25, 1)
            }
    }

    private func pinchChanged(_ value: MagnificationGesture.Value) {
        scale = min(max(lastScale * value, 1), 4)
    }
}

/// Raised on iOS only: the macOS 13 build still lacks the replacement, so a rename needs the gate too.
struct TurnableDial: View {
    @State private var angle = Angle.zero

    var body: some View {
        if #available(iOS 17, *) {
            Circle().rotationEffect(angle).gesture(RotationGesture().onChanged { value in angle = value })
                .accessibilityAction(named: "Rotate") { angle += .degrees(15) }
        }
    }
}
