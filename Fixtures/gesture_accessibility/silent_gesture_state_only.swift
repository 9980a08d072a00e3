import SwiftUI

/// Live previews that spring back: nothing lasts, so there is no action to offer.
struct StickerPreview: View {
    @GestureState private var wobble: CGSize = .zero
    @GestureState private var pinch: CGFloat = 1

    private var preview: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
    }

    var body: some View {
        Image("sticker")
            .scaleEffect(pinch)
            .offset(wobble)
            .gesture(preview)
            .simultaneousGesture(
                DragGesture().updating($wobble) { value, state, _ in
                    state = CGSize(width: value.translation.width / 10, height: 0)
                }
            )
    }
}
