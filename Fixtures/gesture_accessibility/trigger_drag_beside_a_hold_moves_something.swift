import SwiftUI

/// (fix4) Near miss of the cancelling drag: beside the hold, the drag also moves the handle
/// (`offset` keeps the translation), a lasting change with no other way to make it.
struct HoldAndMoveHandle: View {
    @State private var armed = false
    @State private var offset: CGSize = .zero
    @State private var openTimer: Timer?

    var body: some View {
        Circle()
            .frame(width: 44, height: 44)
            .offset(offset)
            .onLongPressGesture(minimumDuration: 0.5) { armed = true } // expect: gesture_accessibility
            .simultaneousGesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        armed = false
                        openTimer?.invalidate()
                        offset = value.translation
                    }
            )
    }
}
