import SwiftUI

/// (v2) A long press sequenced before a drag: the user performs the long press first, and the
/// message names "this long press" (RuleMessageTests checks the wording).
struct ReorderableTile: View {
    let title: String
    let move: (CGSize) -> Void
    @State private var lift: CGSize = .zero

    var body: some View {
        Text(title)
            .padding()
            .offset(lift)
            .gesture( // expect: gesture_accessibility
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .onEnded { value in
                        if case .second(true, let drag?) = value { move(drag.translation) }
                    }
            )
    }
}
