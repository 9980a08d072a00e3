import SwiftUI

/// Gestures that only add feedback to something that is already a control.
struct PlayerControls: View {
    @Binding var volume: Double
    @State private var showsHint = false
    @State private var shuffle = false
    let play: () -> Void

    var body: some View {
        VStack {
            Button("Play", action: play)
                .simultaneousGesture(LongPressGesture().onEnded { _ in showsHint = true })
            Slider(value: $volume)
                .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in showsHint = false })
            Image(systemName: "forward.fill")
                .accessibilityAddTraits(.isButton)
                .onLongPressGesture(minimumDuration: 0.3) { play() }
            Button(action: play) {
                Image(systemName: "play.circle")
                    .simultaneousGesture(LongPressGesture().onEnded { _ in showsHint = true })
            }
            Toggle("Shuffle", isOn: $shuffle)
                .simultaneousGesture(LongPressGesture().onEnded { _ in showsHint = true })
        }
    }
}
