import SwiftUI

struct PickUpToMove: ViewModifier {
    var onMove: () -> Void

    func body(content: Content) -> some View {
        content
            .gesture(
                LongPressGesture()
                    .sequenced(before: DragGesture())
                    .onEnded { _ in onMove() } // expect: unchecked_sequenced_gesture@22
            )
            .accessibilityAction(named: "Move", onMove)
    }
}
