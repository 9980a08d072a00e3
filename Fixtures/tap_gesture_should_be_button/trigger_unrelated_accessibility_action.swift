import SwiftUI

/// (v2) Only an accessibility action that does the tap's job exempts it: `.magicTap` and a named
/// action that deletes do not open the item.
struct InboxItem: View {
    let subject: String
    let open: () -> Void
    let delete: () -> Void
    let playPause: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(subject)
                .onTapGesture { open() } // expect: tap_gesture_should_be_button@18
                .accessibilityAction(named: "Delete") { delete() }
            Text("Now playing")
                .onTapGesture { open() } // expect: tap_gesture_should_be_button@18
                .accessibilityAction(.magicTap) { playPause() }
        }
    }
}
