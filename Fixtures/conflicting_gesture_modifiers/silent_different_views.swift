import SwiftUI

struct Board: View {
    @State private var boardOffset: CGSize = .zero
    @State private var pieceOffset: CGSize = .zero

    var body: some View {
        ZStack {
            Rectangle().fill(.green)
            Circle()
                .frame(width: 40)
                .offset(pieceOffset)
                .gesture(DragGesture().onChanged { pieceOffset = $0.translation })
                .accessibilityAction(named: "Move piece") { pieceOffset.width += 40 }
        }
        .offset(boardOffset)
        .gesture(DragGesture(minimumDistance: 30).onChanged { boardOffset = $0.translation })
        .accessibilityAction(named: "Move board") { boardOffset.width += 40 }
    }
}
