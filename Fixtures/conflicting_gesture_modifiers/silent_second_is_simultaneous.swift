import SwiftUI

struct StickerView: View {
    @State private var offset: CGSize = .zero
    @State private var zoom: CGFloat = 1

    var body: some View {
        Image("sticker")
            .scaleEffect(zoom)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
            .simultaneousGesture(MagnifyGesture().onChanged { zoom = min(max($0.magnification, 0.5), 3) })
            .accessibilityAction(named: "Reset") { offset = .zero }
            .accessibilityZoomAction { _ in zoom = 1 }
    }
}
