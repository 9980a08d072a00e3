import SwiftUI

final class Layout {
    var position: CGPoint = .zero
    func savePosition(_ point: CGPoint) { position = point }
}

/// (fix3) Near miss: the drag saves the place it was dropped at (it uses the gesture's value):
/// moving the item is the action.
struct MovableBadge: View {
    let layout: Layout

    var body: some View {
        Circle()
            .frame(width: 30, height: 30)
            .gesture(DragGesture().onEnded { value in layout.savePosition(value.location) }) // expect: gesture_accessibility
    }
}
