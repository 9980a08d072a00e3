import SwiftUI

/// (v2) The project's haptic overload takes the first call; the plain `.onTapGesture { }` below
/// cannot be that overload (it has no `haptic:`), so it is SwiftUI's and still a button-like tap.
struct PlaylistTile: View {
    let name: String
    let play: () -> Void
    let open: () -> Void

    var body: some View {
        VStack {
            Image(systemName: "music.note.list")
                .font(.largeTitle)
                .onTapGesture(haptic: .light) { play() }
            Text(name)
                .onTapGesture { open() } // expect: tap_gesture_should_be_button@18
        }
    }
}
