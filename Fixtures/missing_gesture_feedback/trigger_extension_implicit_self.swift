import SwiftUI

extension View {
    /// Attaches a long hold with no leading dot (implicit self).
    func holdToConfirm(seconds: Double = 2, _ action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: 2, perform: action) // expect: missing_gesture_feedback@9
            .accessibilityAction(named: "Confirm", action)
    }
}
