import SwiftUI

struct Card: Identifiable {
    let id: Int
    var frame: CGRect
}

/// Hit-testing every card in a loop on every drag update.
struct CardTable: View {
    @State private var cards: [Card] = []
    @State private var hoveredID: Int?
    @State private var dragLocation: CGPoint?
    let select: (Int) -> Void

    var body: some View {
        ZStack {
            ForEach(cards) { card in
                RoundedRectangle(cornerRadius: 8)
                    .frame(width: card.frame.width, height: card.frame.height)
                    .position(x: card.frame.midX, y: card.frame.midY)
            }
        }
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    dragLocation = value.location
                    for card in cards where card.frame.contains(value.location) { // expect: heavy_gesture_callback@21
                        hoveredID = card.id
                    }
                }
                .onEnded { _ in
                    if let hoveredID { select(hoveredID) }
                }
        )
        .accessibilityAction(named: "Select first card") { if let first = cards.first { select(first.id) } }
    }
}
