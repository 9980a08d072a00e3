import SwiftUI

struct VideoPlayerSurface: View {
    @ObservedObject var player: VideoPlayerModel

    private var singleTap: some Gesture {
        TapGesture().onEnded { player.toggleControls() }
    }

    private var doubleTap: some Gesture {
        TapGesture(count: 2).onEnded { player.skip(seconds: 10) }
    }

    var body: some View {
        VideoSurface(player: player)
            .gesture(singleTap.exclusively(before: doubleTap)) // expect: unreachable_exclusive_gesture@52
            .accessibilityAction(named: "Skip ahead") { player.skip(seconds: 10) }
            .accessibilityAction(named: "Show controls") { player.toggleControls() }
    }
}
