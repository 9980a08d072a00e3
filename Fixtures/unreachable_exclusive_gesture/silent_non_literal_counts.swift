import SwiftUI

struct ConfigurableTapArea: View {
    let requiredTaps: Int
    var onUnlock: () -> Void

    var body: some View {
        Color.clear
            .gesture(
                TapGesture(count: 1).onEnded { _ in }
                    .exclusively(before: TapGesture(count: requiredTaps).onEnded(onUnlock))
            )
            .accessibilityAction(named: "Unlock", onUnlock)
    }
}
