import SwiftUI

struct PhotoEditor: View {
    let image: Image
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero

    var body: some View {
        image
            .resizable()
            .scaledToFit()
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        scale = min(max(value.magnification, 0.5), 4)
                    }
            )
            .gesture( // expect: conflicting_gesture_modifiers@14
                RotateGesture()
                    .onChanged { value in
                        angle = value.rotation
                    }
            )
            .accessibilityZoomAction { action in
                scale = min(max(scale + (action.direction == .zoomIn ? 0.5 : -0.5), 0.5), 4)
            }
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
            }
    }
}
