import SwiftUI

/// Pinch and twist a sticker at the same time.
struct StickerView: View {
    let sticker: Image
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    private var manipulate: some Gesture {
        MagnificationGesture() // expect: deprecated_gesture_type@9
            .simultaneously(with: RotationGesture()) // expect: deprecated_gesture_type@35
            .onChanged { value in
                scale = min(max(value.first ?? 1, 0.5), 3)
                angle = value.second ?? .zero
            }
    }

    var body: some View {
        sticker
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(manipulate)
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.25, 3) : max(scale / 1.25, 0.5)
            }
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
            }
    }
}
