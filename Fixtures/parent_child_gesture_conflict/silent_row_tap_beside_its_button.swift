import SwiftUI

/// (v2) The everyday row: a tap that plays the track beside the row's own favourite button. The
/// button wins on its area; the modifier form is silent over a plain `Button`.
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
        .onTapGesture { play(track) } // expect: tap_gesture_should_be_button@10
    }
}
