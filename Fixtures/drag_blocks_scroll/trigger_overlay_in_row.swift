import SwiftUI

/// A grab handle drawn in a row's overlay is still inside the List's content.
struct PlaylistEditor: View {
    let songs: [String]
    @State private var moved: String?

    var body: some View {
        List(songs, id: \.self) { song in
            Text(song)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .trailing) {
                    Image(systemName: "line.3.horizontal")
                        .gesture(DragGesture().onEnded { _ in moved = song }) // expect: drag_blocks_scroll
                        .accessibilityAction(named: "Move") { moved = song }
                }
        }
    }
}
