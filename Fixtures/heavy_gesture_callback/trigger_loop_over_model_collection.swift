import SwiftUI

/// Loops over the model's collections (however they are spelled) still run on every frame.
struct KanbanBoard: View {
    @State private var cards: [Card] = []
    @State private var hovered: Card.ID?
    @State private var columns = ["Todo", "Doing", "Done"]
    private let lanes = (0..<64).map { $0 }

    var body: some View {
        CardColumns(cards: cards)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        for card in cards where card.frame.contains(value.location) { // expect: heavy_gesture_callback@25
                            hovered = card.id
                        }
                        for index in 0..<cards.count { // expect: heavy_gesture_callback@25
                            cards[index].isHighlighted = cards[index].id == hovered
                        }
                        for lane in lanes where lane == Int(value.location.x) { // expect: heavy_gesture_callback@25
                            hovered = cards.indices.contains(lane) ? cards[lane].id : nil
                        }
                        for column in columns.indices { // expect: heavy_gesture_callback@25
                            columns[column] = columns[column].capitalized
                        }
                    }
            )
            .accessibilityAction(named: "Next card") { hovered = cards.first?.id }
    }
}

struct Card: Identifiable {
    let id: Int
    var frame: CGRect
    var isHighlighted = false
}
