import SwiftUI

struct StickerView: View {
    let sticker: Sticker
    @State private var position: CGPoint = .zero
    @State private var zoom: CGFloat = 1

    private var drag: some Gesture {
        DragGesture()
            .onChanged { value in position = value.location }
    }

    private var pinch: some Gesture {
        MagnifyGesture()
            .onChanged { value in zoom = min(max(value.magnification, 0.3), 3) }
    }

    var body: some View {
        Image(sticker.imageName)
            .scaleEffect(zoom)
            .position(position)
            .gesture(drag)
            .gesture(pinch) // expect: conflicting_gesture_modifiers@14
            .accessibilityAction(named: "Move to center") { position = .zero }
            .accessibilityZoomAction { _ in zoom = 1 }
    }
}
