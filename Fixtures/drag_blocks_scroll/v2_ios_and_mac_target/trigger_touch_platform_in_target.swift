import SwiftUI

/// (v2) Near miss of Mac-only code: the target also builds for iOS, so outside `#if os(macOS)`
/// the drag steals the touch scroll; inside it, it does not.
struct BoardView: View {
    let cards: [String]
    @State private var dragged: String?

    var body: some View {
        ScrollView {
            ForEach(cards, id: \.self) { card in
                #if os(macOS)
                Text(card)
                    .gesture(DragGesture().onEnded { _ in dragged = card })
                    .accessibilityAction(named: "Move") { dragged = card }
                #else
                Text(card)
                    .gesture(DragGesture().onEnded { _ in dragged = card }) // expect: drag_blocks_scroll
                    .accessibilityAction(named: "Move") { dragged = card }
                #endif
            }
        }
    }
}
