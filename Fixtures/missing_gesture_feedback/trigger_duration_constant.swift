import SwiftUI

private let confirmHoldDuration = 1.2

/// The duration comes from a file-level constant.
struct ConfirmTransferButton: View {
    let confirm: () -> Void

    var body: some View {
        Text("Hold to send $250")
            .padding()
            .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
            .gesture(LongPressGesture(minimumDuration: confirmHoldDuration).onEnded { _ in confirm() }) // expect: missing_gesture_feedback@22
            .accessibilityAction(named: "Send", confirm)
    }
}
