import SwiftUI
import AVKit

/// (v2) The near miss: the caption under the player is a plain view, and its tap is a button-like action.
struct TrailerCaption: View {
    let player: AVPlayer
    let openDetails: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            VideoPlayer(player: player).frame(height: 200)
            Text("Details")
                .font(.footnote)
                .onTapGesture { openDetails() } // expect: tap_gesture_should_be_button@18
        }
    }
}
