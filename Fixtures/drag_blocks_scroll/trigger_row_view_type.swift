import SwiftUI

struct BoardView: View {
    let cards: [Card]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(cards) { card in
                    CardRow(card: card)
                }
            }
        }
    }
}

/// Declared in the same file and used only inside the ScrollView above.
struct CardRow: View {
    let card: Card
    @State private var position: CGFloat = 0

    var body: some View {
        Text(card.title)
            .offset(x: position)
            .gesture(DragGesture().onEnded { value in position += value.translation.width }) // expect: drag_blocks_scroll
            .accessibilityAction(named: "Move right") { position += 40 }
    }
}

struct Card: Identifiable {
    let id: Int
    let title: String
}
