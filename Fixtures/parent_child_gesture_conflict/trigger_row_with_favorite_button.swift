import SwiftUI

struct TrackRow: View {
    let track: Track
    @Binding var favorites: Set<Track.ID>
    var play: (Track) -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(track.artwork)
                .resizable()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(track.title)
                Text(track.artist).foregroundStyle(.secondary)
            }
            Button {
                favorites.formSymmetricDifference([track.id])
            } label: {
                Image(systemName: favorites.contains(track.id) ? "heart.fill" : "heart")
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { play(track) } // expect: parent_child_gesture_conflict@10
    }
}
