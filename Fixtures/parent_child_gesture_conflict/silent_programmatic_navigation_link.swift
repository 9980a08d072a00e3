import SwiftUI

/// A tile that navigates by a tap on the whole tile: the NavigationLink inside is switched off
/// (`.disabled(true)`, an empty label) and driven by the `isActive:` binding the tap sets, so it
/// takes no touches and does the same as the tap.
struct TimelineTile: View {
    let title: String
    let refresh: () -> Void
    @State private var showsTimeline = false

    var body: some View {
        ZStack {
            NavigationLink(destination: Text(title), isActive: $showsTimeline) { EmptyView() }
                .disabled(true)
            RoundedRectangle(cornerRadius: 18).fill(.blue.opacity(0.2))
            Text(title)
        }
        .frame(width: 92, height: 92)
        .onTapGesture {
            refresh()
            showsTimeline = true
        }
        .accessibilityAction(named: "Open") { showsTimeline = true }
    }
}

/// Without the switch-off the link tracks its own touches and fights the tile's long press.
struct PinnedTile: View {
    let title: String
    let unpin: () -> Void

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 18).fill(.orange.opacity(0.2))
            NavigationLink(title) { Text(title) }
        }
        .onLongPressGesture { unpin() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Unpin") { unpin() }
    }
}
