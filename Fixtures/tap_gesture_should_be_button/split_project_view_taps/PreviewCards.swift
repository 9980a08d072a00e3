import SwiftUI

/// (fix round 7) A tap on a card holding a project view with taps of its own (through a same-type
/// helper), or a project view whose same-type helper in another file holds a Button, is reported
/// with the accessibility-action message, not "use Button"; a card of a view with only an empty
/// tap or a bare TapGesture() keeps the Button advice. Positions here; the messages are checked
/// in TapProjectViewMessageTests.
struct AppCard: View {
    let name: String
    let url: URL
    var activate: () -> Void
    var close: (String) -> Void

    var body: some View {
        VStack {
            VStack {
                toolbar
                Text(name)
            }
            .onTapGesture { activate() } // expect: tap_gesture_should_be_button@14
            MediaCard(url: url)
                .onTapGesture { activate() } // expect: tap_gesture_should_be_button@18
            VStack {
                QuietBadge()
                Text(name)
            }
            .onTapGesture { activate() } // expect: tap_gesture_should_be_button@14
        }
    }

    private var toolbar: some View {
        HStack {
            Text(name)
            Spacer()
            WindowControls(onAction: close)
        }
    }
}
