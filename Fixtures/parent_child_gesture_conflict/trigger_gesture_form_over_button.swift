import SwiftUI

/// (v2) The checklist's form: a plain `.gesture(TapGesture())` over a button, and a touch-down
/// drag (`minimumDistance: 0`) attached with `.gesture` over one.
struct EpisodeRow: View {
    let title: String
    let play: () -> Void
    let download: () -> Void
    @State private var pressed = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(action: download) { Image(systemName: "arrow.down.circle") }
        }
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { play() }) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Play") { play() }
    }
}

struct PressableTile: View {
    let favorite: () -> Void
    let open: () -> Void
    @State private var isPressed = false // expect: state_should_be_gesture_state@24

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 16).fill(.indigo)
            Button(action: favorite) { Image(systemName: "star") }
        }
        .scaleEffect(isPressed ? 0.97 : 1)
        .gesture( // expect: parent_child_gesture_conflict@10
            DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in
                    isPressed = false
                    open()
                }
        )
        .accessibilityAction(named: "Open") { open() }
    }
}
