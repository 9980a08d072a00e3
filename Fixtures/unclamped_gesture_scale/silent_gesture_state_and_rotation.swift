import SwiftUI

/// A transient @GestureState pinch resets by itself; rotation angles are not scales.
struct StickerCanvas: View {
    @GestureState private var livePinch: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var spin: Double = 0

    var body: some View {
        Image(systemName: "seal")
            .scaleEffect(livePinch)
            .rotationEffect(angle + .degrees(spin))
            .gesture(
                MagnifyGesture()
                    .updating($livePinch) { value, state, _ in state = value.magnification }
                    .simultaneously(with: RotateGesture().onEnded { value in
                        angle += value.rotation
                        spin = value.rotation.degrees * 2
                    })
            )
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 15 : -15)
            }
    }
}
