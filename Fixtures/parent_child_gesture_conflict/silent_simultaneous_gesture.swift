import SwiftUI

struct TrackRow: View {
    let track: Track
    @Binding var isFavorite: Bool
    var play: () -> Void

    var body: some View {
        HStack {
            Text(track.title)
            Button { isFavorite.toggle() } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
            }
        }
        .simultaneousGesture(TapGesture().onEnded { play() })
        .accessibilityAction(named: "Play", play)
    }
}
