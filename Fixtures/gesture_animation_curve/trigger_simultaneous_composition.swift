import SwiftUI

/// Pinch and twist together; the release is animated linearly.
struct PhotoManipulator: View {
    let photo: Image
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        photo
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(
                MagnifyGesture()
                    .simultaneously(with: RotateGesture())
                    .onChanged { value in
                        scale = min(max(value.first?.magnification ?? 1, 0.5), 3)
                        angle = value.second?.rotation ?? .zero
                    }
                    .onEnded { _ in
                        withAnimation(.linear) { // expect: gesture_animation_curve@40
                            scale = 1
                            angle = .zero
                        }
                    }
            )
            .accessibilityZoomAction { action in scale = action.direction == .zoomIn ? 2 : 1 }
    }
}
