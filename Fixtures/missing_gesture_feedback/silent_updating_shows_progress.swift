import SwiftUI

/// The hold fills a ring while it is held.
struct DeleteAccountButtonFixed: View {
    @GestureState private var isHolding = false
    let deleteAccount: () -> Void

    var body: some View {
        Label("Hold to delete account", systemImage: "trash")
            .padding()
            .background(Capsule().fill(.red.opacity(isHolding ? 0.6 : 0.2)))
            .animation(.linear(duration: 2), value: isHolding)
            .gesture(
                LongPressGesture(minimumDuration: 2)
                    .updating($isHolding) { current, state, _ in state = current }
                    .onEnded { _ in deleteAccount() }
            )
            .accessibilityAction(named: "Delete account", deleteAccount)
    }
}
