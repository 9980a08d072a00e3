import SwiftUI

struct Editor: View {
    @State private var isEditing = false
    @State private var position = CGSize.zero
    @State private var zoomLevel = 1

    var body: some View {
        Rectangle()
            .gesture(isEditing ? move : nil)
            .onTapGesture(count: 2, perform: zoomIn)
            .onLongPressGesture(minimumDuration: 1, perform: toggleEditing)
    }

    var move: some Gesture {
        DragGesture()
            .onChanged(track)
            .onEnded(finish)
    }

    func track(_ value: DragGesture.Value) {
        position = value.translation
    }

    func finish(_ value: DragGesture.Value) {
        position = .zero
    }

    func zoomIn() { zoomLevel += 1 }
    func toggleEditing() { isEditing.toggle() }
}
