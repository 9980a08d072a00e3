import SwiftUI

struct AlbumGrid: View {
    let albums: [Album]
    @State private var openAlbum: Album?

    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(albums) { album in
                AlbumCover(album: album)
                    .aspectRatio(1, contentMode: .fit)
                    .gesture(
                        TapGesture() // expect: tap_gesture_should_be_button@25
                            .onEnded {
                                openAlbum = album
                            }
                    )
            }
        }
        .sheet(item: $openAlbum) { album in
            AlbumDetail(album: album)
        }
    }
}

struct ArtistBadge: View {
    let artist: Artist
    var showArtist: (Artist) -> Void

    var body: some View {
        Text(artist.name)
            .font(.caption.bold())
            .gesture(SwiftUI.TapGesture(count: 1).onEnded { _ in showArtist(artist) }) // expect: tap_gesture_should_be_button@30
    }
}
