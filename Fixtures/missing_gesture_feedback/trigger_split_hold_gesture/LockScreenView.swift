import SwiftUI

/// The view attaches a gesture declared in LockScreenView+Gestures.swift.
struct LockScreenView: View {
    @Binding var isLocked: Bool

    var body: some View {
        Image(systemName: isLocked ? "lock.fill" : "lock.open")
            .font(.largeTitle)
            .gesture(unlockHold)
            .accessibilityAction(named: "Unlock") { isLocked = false }
    }
}
