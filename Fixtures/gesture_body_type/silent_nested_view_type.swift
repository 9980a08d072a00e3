import SwiftUI

struct PressAndHold: Gesture {
    var duration: Double = 0.6

    var body: some Gesture {
        LongPressGesture(minimumDuration: duration).onEnded { _ in }
    }

    /// Shown in the tutorial.
    struct Illustration: View {
        var body: some View {
            Image(systemName: "hand.tap")
        }
    }
}
