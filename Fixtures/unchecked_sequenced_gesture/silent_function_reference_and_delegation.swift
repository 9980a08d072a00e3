import SwiftUI

struct Draggable: View {
    @State private var offset: CGSize = .zero
    var model: BoardModel

    var body: some View {
        Rectangle()
            .offset(offset)
            .gesture(
                LongPressGesture().sequenced(before: DragGesture())
                    .onEnded(finishMove)
            )
            .simultaneousGesture(
                LongPressGesture().sequenced(before: DragGesture())
                    .onEnded { value in model.handleSequence(value) }
            )
            .accessibilityAction(named: "Move") { offset.width += 20 }
    }

    func finishMove(_ value: SequenceGesture<LongPressGesture, DragGesture>.Value) {
        guard case .second(true, let drag?) = value else { return }
        offset = drag.translation
    }
}

final class BoardModel {
    var offset: CGSize = .zero

    func handleSequence(_ value: SequenceGesture<LongPressGesture, DragGesture>.Value) {
        guard case .second(true, let drag?) = value else { return }
        offset = drag.translation
    }
}
