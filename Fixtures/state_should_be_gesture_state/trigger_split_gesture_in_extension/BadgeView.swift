import SwiftUI

/// The wobble angle is declared here; the gesture that sets and resets it is in BadgeView+Gesture.swift.
struct BadgeView: View {
    @State var wobble: Double = 0 // expect: state_should_be_gesture_state@16
    let remove: () -> Void

    var body: some View {
        Image(systemName: "star.circle")
            .rotationEffect(.degrees(wobble))
            .gesture(wobbleGesture)
            .accessibilityAction(named: "Remove", remove)
    }
}
