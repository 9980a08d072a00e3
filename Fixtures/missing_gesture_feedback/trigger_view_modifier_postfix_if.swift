import SwiftUI

/// A modifier that adds a hold-to-pin action on iOS, with the action passed by reference.
struct HoldToPin: ViewModifier {
    let pin: () -> Void

    func body(content: Content) -> some View {
        content
            #if os(iOS)
            .onLongPressGesture(minimumDuration: 1, perform: pin) // expect: missing_gesture_feedback@14
            #endif
            .accessibilityAction(named: "Pin", pin)
    }
}
