import SwiftUI
import UIKit

/// (v2) A long press with `minimumDuration: 0` is a press (tap_gesture_should_be_button's
/// domain), and a press that only forwards to a control performs that control's action.
struct PressableKey: View {
    let letter: String
    let type: (String) -> Void

    var body: some View {
        Text(letter)
            .frame(width: 32, height: 44)
            .gesture(
                LongPressGesture(minimumDuration: 0)
                    .onEnded { _ in type(letter) }
            )
    }
}

struct ForwardingButtonHost: UIViewRepresentable {
    let button: UIButton
    func makeUIView(context: Context) -> UIButton { button }
    func updateUIView(_ uiView: UIButton, context: Context) {}
}

struct LegacyButtonWrapper: View {
    let button: UIButton

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .onLongPressGesture(minimumDuration: 0.6) {
                button.sendActions(for: .touchUpInside)
            }
    }
}
