import SwiftUI

/// A mini player: artwork, title and its own play/pause button (through `IconButton`, declared
/// in another file).
struct MiniPlayer: View {
    let title: String
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Image(systemName: "music.note")
            Text(title)
            Spacer()
            controls
        }
        .padding()
    }

    private var controls: some View {
        IconButton(systemName: isPlaying ? "pause.fill" : "play.fill") { isPlaying.toggle() }
    }
}

/// A row made only of labels: a Button is the fix for a tap on it.
struct TrackLabel: View {
    let title: String

    var body: some View {
        HStack {
            Image(systemName: "music.note")
            Text(title)
        }
    }
}
