import SwiftUI

/// (v3) The same iOS 16 / macOS 13 package with `report_below_target: true` in its
/// `.gesturelint.yml`: each use is reported, asking to gate the replacement behind
/// `#available`, with no fix (the rename would not build on the minimum OS).
struct CropView: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var pinch: CGFloat = 1

    private var magnification: some Gesture {
        /* fix: none */ MagnificationGesture() // expect: deprecated_gesture_type@25
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
            /* fix: none */ .gesture(magnification.simultaneously(with: RotationGesture().onChanged { value in angle = value })) // expect: deprecated_gesture_type@73
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.25, 4) : max(scale / 1.25, 1)
            }
    }

    /* fix: none */ private func pinchChanged(_ value: MagnificationGesture.Value) { // expect: deprecated_gesture_type@56
        scale = min(max(lastScale * value, 1), 4)
    }
}

/// Raised on iOS only: the macOS 13 build still lacks the replacement; reported with the option.
struct TurnableDial: View {
    @State private var angle = Angle.zero

    var body: some View {
        if #available(iOS 17, *) {
            /* fix: none */ Circle().rotationEffect(angle).gesture(RotationGesture().onChanged { value in angle = value }) // expect: deprecated_gesture_type@68
                .accessibilityAction(named: "Rotate") { angle += .degrees(15) }
        }
    }
}
