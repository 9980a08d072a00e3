import SwiftUI

/// (v2) Near miss of preview code: the same callback in a view the app ships is reported, and
/// a type that only mentions previews in its name is no preview provider.
struct BoardView: View {
    @State private var items = [3, 1, 2]
    var body: some View {
        Color.blue.gesture(
            DragGesture().onChanged { _ in items = items.sorted() } // expect: heavy_gesture_callback@58
        )
        .accessibilityAction(named: "Sort") { items.sort() }
    }
}

struct BoardView_Previews {
    @State static var items = [3, 1, 2]
    static var previews: some View {
        Color.red.gesture(
            DragGesture().onChanged { _ in items = items.sorted() } // expect: heavy_gesture_callback@58
        )
    }
}
