import SwiftUI

/// (fix round) A tap on a project view that holds its own buttons (through other files): a Button
/// cannot wrap it, so the finding suggests an accessibility action on the container; a tap on a
/// project view made only of labels keeps the Button advice; a container tap whose action a
/// toolbar button of the same view also performs is silent.
struct PlayerScreen: View {
    @State private var isPlaying = false
    @State private var showsFullPlayer = false
    @State private var showsQueue = false
    let title: String

    var body: some View {
        VStack {
            Spacer()
            MiniPlayer(title: title, isPlaying: $isPlaying)
                .onTapGesture { showsFullPlayer = true } // expect: tap_gesture_should_be_button@18
            TrackLabel(title: title)
                .onTapGesture { showsFullPlayer = true } // expect: tap_gesture_should_be_button@18
            VStack {
                MiniPlayer(title: title, isPlaying: $isPlaying)
            }
            .onTapGesture { showsQueue = true }
            Group {
                if isPlaying {
                    MiniPlayer(title: title, isPlaying: $isPlaying)
                } else {
                    Text(title)
                }
            }
            .onTapGesture { showsFullPlayer = true } // expect: tap_gesture_should_be_button@14
            PostPreview(text: title, url: nil)
                .onTapGesture { showsFullPlayer = true } // expect: tap_gesture_should_be_button@18
            HStack { Avatar(name: title) }
                .onTapGesture { showsFullPlayer = true } // expect: tap_gesture_should_be_button@18
        }
        .toolbar {
            Button("Queue") { showsQueue = true }
        }
    }
}
