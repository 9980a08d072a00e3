import SwiftUI

extension View {
    /// Implicit-self attach: a task is started on every press change.
    func hapticHold(_ action: @escaping () -> Void, haptics: HapticsPlayer) -> some View {
        onLongPressGesture(minimumDuration: 1) {
            action()
        } onPressingChanged: { pressing in
            Task { await haptics.play(pressing) } // expect: heavy_gesture_callback@13
        }
        .accessibilityAction(named: "Activate", action)
    }
}

actor HapticsPlayer {
    func play(_ strong: Bool) {}
}
