import SwiftUI

struct PlaylistRow: View {
    let song: Song
    @Binding var editing: Song.ID?

    var body: some View {
        HStack {
            Image(systemName: "music.note")
            Text(song.title)
        }
        .highPriorityGesture(LongPressGesture(minimumDuration: 0.6).onEnded { _ in editing = song.id }) // expect: gesture_accessibility@10
    }
}

struct Song: Identifiable {
    let id: UUID
    let title: String
}
