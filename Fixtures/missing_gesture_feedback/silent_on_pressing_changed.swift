import SwiftUI

/// The modifier form with onPressingChanged: (and the older pressing: label).
struct HoldToRecordFixed: View {
    @Binding var isRecording: Bool
    @State private var isPressed = false

    var body: some View {
        VStack {
            Circle()
                .fill(isPressed ? .orange : .gray)
                .frame(width: 72, height: 72)
                .onLongPressGesture(minimumDuration: 1.5) {
                    isRecording.toggle()
                } onPressingChanged: { pressing in
                    isPressed = pressing
                }
            Circle()
                .frame(width: 40, height: 40)
                .scaleEffect(isPressed ? 1.2 : 1)
                .onLongPressGesture(minimumDuration: 2, maximumDistance: 10, pressing: { isPressed = $0 }) {
                    isRecording = false
                }
        }
        .accessibilityAction(named: "Toggle recording") { isRecording.toggle() }
    }
}
