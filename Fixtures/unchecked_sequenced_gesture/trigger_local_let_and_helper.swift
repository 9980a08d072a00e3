import SwiftUI

struct ShelfItem: View {
    let book: Book
    var pullOut: (Book) -> Void

    var body: some View {
        let pull = LongPressGesture(minimumDuration: 0.2)
            .sequenced(before: DragGesture(minimumDistance: 10))
        BookSpine(book: book)
            .gesture(pull.onEnded { _ in pullOut(book) }) // expect: unchecked_sequenced_gesture@27
            .accessibilityAction(named: "Pull out") { pullOut(book) }
    }
}

extension View {
    func onPressThenDrag(_ action: @escaping () -> Void) -> some View {
        gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in action() }) // expect: unchecked_sequenced_gesture@69
            .accessibilityAction(named: "Activate", action)
    }
}
