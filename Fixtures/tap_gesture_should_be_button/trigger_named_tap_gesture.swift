import SwiftUI

struct EpisodeRow: View {
    let episode: Episode
    @Binding var nowPlaying: Episode?

    /// Built once, attached below.
    private var playTap: some Gesture {
        TapGesture()
            .onEnded { nowPlaying = episode }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(episode.artwork)
                .resizable()
                .frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(episode.title).font(.headline)
                Text(episode.show).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .gesture(playTap) // expect: tap_gesture_should_be_button@10
    }
}

struct ChapterMarker: View {
    let chapter: Chapter
    var seek: (TimeInterval) -> Void

    var body: some View {
        let seekTap = TapGesture().onEnded { seek(chapter.start) }
        return Circle()
            .frame(width: 10, height: 10)
            .gesture(seekTap) // expect: tap_gesture_should_be_button@14
    }
}
