import SwiftUI

struct SequenceNotes: View {
    // LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in drop() }
    let note = "sequenced(before:) then .onEnded { _ in drop() }"
    let sequencedGestureCount = 2

    var body: some View {
        Text(note)
            .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in })
    }
}
