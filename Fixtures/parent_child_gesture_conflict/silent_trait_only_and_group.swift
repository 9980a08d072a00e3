import SwiftUI

/// (v2) Never reported: the only "control" inside is an accessibility trait on a view with no
/// action of its own, and a `Group`'s tap, which applies to each child itself.
struct LegendRow: View {
    let label: String
    let showInfo: () -> Void

    var body: some View {
        HStack {
            Circle().fill(.orange).frame(width: 10, height: 10)
            Text(label)
                .accessibilityAddTraits(.isButton)
        }
        .gesture(TapGesture().onEnded { showInfo() })
    }
}

struct ToolbarIcons: View {
    let undo: () -> Void
    let openHistory: () -> Void

    var body: some View {
        Group {
            Button(action: undo) { Image(systemName: "arrow.uturn.backward") }
            Image(systemName: "clock")
        }
        .gesture(TapGesture(count: 1).onEnded { openHistory() }) // expect: tap_gesture_should_be_button@18
    }
}
