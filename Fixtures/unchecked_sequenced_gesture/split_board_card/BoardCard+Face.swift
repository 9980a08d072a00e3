import SwiftUI

extension BoardCard {
    var cardFace: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(card.color)
            .shadow(radius: isLifted ? 8 : 0)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .onEnded { _ in // expect: unchecked_sequenced_gesture@22
                        onPlace(card)
                    }
            )
    }
}
