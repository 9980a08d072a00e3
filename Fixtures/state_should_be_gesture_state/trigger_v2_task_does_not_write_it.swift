import SwiftUI

/// (v2) A `Task` in `.onEnded` that does not write the property changes nothing: the flag is
/// still put back by hand, at once.
struct SaveOnReleaseKnob: View {
    let save: () async -> Void
    @State private var isGrabbed = false // expect: state_should_be_gesture_state@24

    var body: some View {
        Circle()
            .stroke(isGrabbed ? Color.accentColor : .secondary, lineWidth: 3)
            .frame(width: 60, height: 60)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isGrabbed = true }
                    .onEnded { _ in
                        isGrabbed = false
                        Task { await save() }
                    }
            )
            .accessibilityAction { Task { await save() } }
    }
}
