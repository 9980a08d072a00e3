import SwiftUI

extension TileView {
    var tile: some View {
        Color.blue
            .frame(width: 80, height: 80)
            .offset(x: shift)
            .gesture(
                DragGesture()
                    .onChanged { value in shift = value.translation.width }
                    .onEnded { _ in shift = 0 }
            )
    }
}
