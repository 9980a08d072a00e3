import SwiftUI

/// The parent tap and the child double tap are on different views: no order problem here
/// (and, v2, parent_child_gesture_conflict lets the inner double tap win on its own area).
struct ChatRow: View {
    @State private var selected = false
    @State private var liked = false

    var body: some View {
        HStack {
            Image(systemName: "heart")
                .onTapGesture(count: 2) { liked = true }
            Text("Message")
        }
        .onTapGesture { location in selected = location.x > 10 }
    }
}
