import SwiftUI

struct Sticker: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero

    var body: some View {
        Image("sticker")
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
            .gesture(RotateGesture().onChanged { angle = $0.rotation })
    }
}

struct ComposedSticker: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero

    var body: some View {
        Image("sticker")
            .gesture(
                MagnifyGesture().onChanged { scale = $0.magnification }
                    .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
            )
    }
}
