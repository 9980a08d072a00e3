import SwiftUI

/// The hold gesture lives in a computed property and is attached by name.
struct ResetSettingsRow: View {
    let reset: () -> Void

    private var holdToReset: some Gesture {
        LongPressGesture(minimumDuration: 3, maximumDistance: 20) // expect: missing_gesture_feedback@9
            .onEnded { _ in
                reset()
            }
    }

    var body: some View {
        Text("Hold to reset all settings")
            .foregroundStyle(.red)
            .gesture(holdToReset)
            .accessibilityAction(named: "Reset all settings", reset)
    }
}
