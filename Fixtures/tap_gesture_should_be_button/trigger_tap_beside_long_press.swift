import SwiftUI

/// (fix round 10) A tap on a view that also has a long press with an action of its own (alone or
/// sequenced before a drag) is still reported, with a message offering both fixes: a Button with
/// the long press attached beside it, or the gestures kept with a trait and an accessibility action.
/// A tap whose long press sits on another view (the parent) gets the plain message. Messages in
/// TapProjectViewMessageTests.
struct AvatarStrip: View {
    let name: String
    var showProfile: () -> Void
    var openProfile: () -> Void
    @State private var dragging = false

    var body: some View {
        VStack {
            Image(systemName: "person.crop.circle")
                .onTapGesture { showProfile() } // expect: tap_gesture_should_be_button@18
                .onLongPressGesture(minimumDuration: 0.1) { openProfile() } // expect: gesture_accessibility@18
            Text(name)
                .onTapGesture { showProfile() } // expect: tap_gesture_should_be_button@18
                .gesture( // expect: gesture_accessibility@18
                    LongPressGesture(minimumDuration: 0.5)
                        .onEnded { _ in dragging = true }
                        .sequenced(before: DragGesture())
                )
            HStack {
                Text(name)
                    .onTapGesture { showProfile() } // expect: tap_gesture_should_be_button@22
            }
            .onLongPressGesture { openProfile() } // expect: gesture_accessibility@14
        }
    }
}
