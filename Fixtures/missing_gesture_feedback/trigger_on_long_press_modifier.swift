import SwiftUI

/// A record button that must be held for 1.5 s.
struct HoldToRecordButton: View {
    @Binding var isRecording: Bool

    var body: some View {
        Circle()
            .fill(isRecording ? .red : .gray)
            .frame(width: 72, height: 72)
            .onLongPressGesture(minimumDuration: 1.5) { // expect: missing_gesture_feedback@14
                isRecording.toggle()
            }
            .accessibilityAction(named: isRecording ? "Stop recording" : "Start recording") {
                isRecording.toggle()
            }
    }
}
