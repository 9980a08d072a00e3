import SwiftUI

/// Hold for two seconds to delete — nothing on screen shows the hold is working.
struct DeleteAccountButton: View {
    let deleteAccount: () -> Void

    var body: some View {
        Label("Hold to delete account", systemImage: "trash")
            .padding()
            .background(.red.opacity(0.2), in: Capsule())
            .gesture(
                LongPressGesture(minimumDuration: 2) // expect: missing_gesture_feedback@17
                    .onEnded { _ in deleteAccount() }
            )
            .accessibilityAction(named: "Delete account", deleteAccount)
    }
}
