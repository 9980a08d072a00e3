import SwiftUI

/// (v2) The near miss of a background tap: a GeometryReader inside a card is no whole screen, and
/// its tap is a button-like action.
struct ProgressCard: View {
    let progress: Double
    let openStats: () -> Void

    var body: some View {
        VStack {
            Text("This week")
            GeometryReader { proxy in
                Capsule().fill(.green).frame(width: proxy.size.width * progress)
            }
            .frame(height: 8)
            .onTapGesture { openStats() } // expect: tap_gesture_should_be_button@14
        }
    }
}
