import SwiftUI

/// Hold to record: the drag sits on a clear overlay of the mic image, and the image's own chain
/// (around the overlay) gives VoiceOver a start/stop action.
struct RecordButton: View {
    @ObservedObject var recorder: Recorder

    var body: some View {
        Image(systemName: "mic.circle.fill")
            .frame(width: 36, height: 36)
            .overlay(
                Color.clear
                    .contentShape(Circle())
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in recorder.start() }
                            .onEnded { _ in recorder.finish() }
                    )
            )
            .accessibilityLabel("Record voice note")
            .accessibilityAddTraits(.isButton)
            .accessibilityAction {
                if recorder.isRecording { recorder.finish() } else { recorder.start() }
            }
    }
}

/// The same with a trailing `.background { }` closure.
struct HoldToTalk: View {
    @ObservedObject var recorder: Recorder

    var body: some View {
        Label("Talk", systemImage: "waveform")
            .background {
                Capsule()
                    .fill(.blue)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in recorder.start() }
                            .onEnded { _ in recorder.finish() }
                    )
            }
            .accessibilityAction(named: "Talk") { recorder.start() }
    }
}

final class Recorder: ObservableObject {
    @Published var isRecording = false
    func start() { isRecording = true }
    func finish() { isRecording = false }
}
