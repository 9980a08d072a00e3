import SwiftUI

/// (fix round 7) A tap on a project view whose same-type helper declared in another file
/// (`extension MediaCard { var errorOverlay }`) holds a Button: the container is followed into
/// that file, so the finding suggests an accessibility action (messages checked in
/// TapProjectViewMessageTests), and a `.simultaneousGesture` tap on it is silent as over any
/// view holding controls. A card whose helper in another file is only text keeps "use Button".
struct LinkPreview: View {
    let url: URL
    let title: String
    @Environment(\.openURL) private var openURL
    @State private var highlighted = false

    var body: some View {
        VStack {
            content
                .onTapGesture { openURL(url) } // expect: tap_gesture_should_be_button@18
            MediaCard(url: url)
                .simultaneousGesture(TapGesture().onEnded { highlighted = true })
            CaptionCard(title: title)
                .onTapGesture { openURL(url) } // expect: tap_gesture_should_be_button@18
        }
    }

    var content: some View {
        VStack(alignment: .leading) {
            MediaCard(url: url)
            Text(title)
        }
    }
}
