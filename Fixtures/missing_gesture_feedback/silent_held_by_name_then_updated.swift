import SwiftUI

/// The long press is declared bare and the feedback is added where it is attached.
struct ArmSwitch: View {
    @GestureState private var arming = false
    @Binding var armed: Bool

    private var hold: some Gesture {
        LongPressGesture(minimumDuration: 2)
    }

    var body: some View {
        Image(systemName: armed ? "bolt.fill" : "bolt")
            .font(.largeTitle)
            .opacity(arming ? 0.5 : 1)
            .gesture(
                hold
                    .updating($arming) { current, state, _ in state = current }
                    .onEnded { _ in armed.toggle() }
            )
            .accessibilityAction(named: armed ? "Disarm" : "Arm") { armed.toggle() }
    }
}
