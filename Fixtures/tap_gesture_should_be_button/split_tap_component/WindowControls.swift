import SwiftUI

/// Window controls drawn as tapped images that run the action the caller hands in: a button
/// component written as taps (each tap is reported, and its fix makes it a Button).
struct WindowControls: View {
    let onAction: (String) -> Void

    var body: some View {
        HStack(spacing: 6) {
            control("xmark")
            control("minus")
        }
    }

    private func control(_ symbol: String) -> some View {
        Image(systemName: "\(symbol).circle.fill")
            .onTapGesture { onAction(symbol) } // expect: tap_gesture_should_be_button@14
    }
}

/// A badge whose tap runs its own action, not the caller's.
struct VerifiedBadge: View {
    @State private var showsDetails = false

    var body: some View {
        Image(systemName: "checkmark.seal")
            .onTapGesture { showsDetails = true } // expect: tap_gesture_should_be_button@14
    }
}
