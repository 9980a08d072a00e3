import SwiftUI

struct DraggableCard: View {
    let card: Card
    @GestureState private var dragOffset: CGSize = .zero
    var onDrop: (Card) -> Void

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(card.color)
            .frame(height: 120)
            .offset(dragOffset)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .updating($dragOffset) { value, state, _ in
                        if case .second(true, let drag?) = value { state = drag.translation }
                    }
                    .onEnded { _ in // expect: unchecked_sequenced_gesture@22
                        onDrop(card)
                    }
            )
            .accessibilityAction(named: "Drop") { onDrop(card) }
    }
}
