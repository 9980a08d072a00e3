import SwiftUI

/// The view around the overlay only has a label: nothing starts the recording without the drag.
struct RecordButtonWithoutAction: View {
    @ObservedObject var recorder: VoiceRecorder

    var body: some View {
        Image(systemName: "mic.circle.fill")
            .frame(width: 36, height: 36)
            .overlay(
                Color.clear
                    .contentShape(Circle())
                    .gesture( // expect: gesture_accessibility@22
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in recorder.start() }
                            .onEnded { _ in recorder.finish() }
                    )
            )
            .accessibilityLabel("Record voice note")
    }
}

final class VoiceRecorder: ObservableObject {
    @Published var isRecording = false
    func start() { isRecording = true }
    func finish() { isRecording = false }
}
