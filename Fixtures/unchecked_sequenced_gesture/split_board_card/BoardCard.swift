import SwiftUI

struct BoardCard: View {
    let card: Card
    @State var isLifted = false
    var onPlace: (Card) -> Void

    var body: some View {
        cardFace
            .accessibilityAction(named: "Place") { onPlace(card) }
    }
}
