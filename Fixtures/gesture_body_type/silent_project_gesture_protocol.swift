import SwiftUI

/// The project's own Gesture protocol for its onboarding steps.
protocol Gesture {
    associatedtype Body: View
    var body: Body { get }
}

struct SwipeStep: Gesture {
    var body: some View {
        Text("Swipe left to continue")
    }
}
