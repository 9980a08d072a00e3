import SwiftUI

extension LockScreenView {
    var unlockHold: some Gesture {
        LongPressGesture(minimumDuration: 1.0) // expect: missing_gesture_feedback@9
            .onEnded { _ in isLocked = false }
    }
}
