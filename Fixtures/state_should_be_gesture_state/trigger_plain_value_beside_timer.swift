import SwiftUI

/// (v2) The timer itself is a resource, but the plain flag next to it is still transient state
/// reset by hand.
struct HoldToRepeatStepper: View {
    let step: () -> Void
    @State private var repeatTimer: Timer? = nil
    @State private var isHeld = false // expect: state_should_be_gesture_state@24

    var body: some View {
        Image(systemName: "plus.circle.fill")
            .scaleEffect(isHeld ? 1.2 : 1)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        isHeld = true
                        if repeatTimer == nil {
                            repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.15, repeats: true) { _ in step() }
                        }
                    }
                    .onEnded { _ in
                        isHeld = false
                        repeatTimer?.invalidate()
                        repeatTimer = nil
                    }
            )
            .accessibilityAction { step() }
    }
}
