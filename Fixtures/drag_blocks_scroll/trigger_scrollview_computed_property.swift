import SwiftUI

/// The cards are built in a computed property; the ScrollView that holds them is in `body`.
struct CardCarousel: View {
    let cards: [String]
    @State private var dismissed: Set<String> = []

    private var swipe: some Gesture {
        DragGesture(minimumDistance: 10)
    }

    private var cardStack: some View {
        ForEach(cards, id: \.self) { card in
            Text(card)
                .frame(height: 180)
                .gesture(swipe) // expect: drag_blocks_scroll
                .accessibilityAction(named: "Dismiss") { dismissed.insert(card) }
        }
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                cardStack
            }
        }
    }
}
