import SwiftUI

struct PlayerChrome: View {
    @ObservedObject var player: PlayerModel
    @State var chromeVisible = true

    var body: some View {
        VStack {
            Spacer()
            HStack {
                Button(action: player.togglePlayback) {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                }
                Slider(value: $player.progress)
            }
            .padding()
        }
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded(toggleChrome)) // expect: parent_child_gesture_conflict@10
    }
}
