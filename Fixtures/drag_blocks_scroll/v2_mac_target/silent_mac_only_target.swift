import SwiftUI

/// (v2) The target builds only for macOS: its scroll views scroll with the wheel or trackpad,
/// so a drag on their content takes nothing away.
struct BoardView: View {
    let cards: [String]
    @State private var dragged: String?

    var body: some View {
        ScrollView {
            ForEach(cards, id: \.self) { card in
                Text(card)
                    .gesture(DragGesture().onEnded { _ in dragged = card })
                    .accessibilityAction(named: "Move") { dragged = card }
            }
        }
    }
}
