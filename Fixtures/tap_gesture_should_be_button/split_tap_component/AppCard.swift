import SwiftUI

/// (fix round 7) A card whose toolbar shows a project view with taps running the caller's action
/// (`WindowControls`) is reported with the accessibility-action message: once those taps are
/// Buttons, a Button cannot wrap the card. A card showing a badge whose tap runs its own action
/// keeps "use Button". Positions here; messages in TapProjectViewMessageTests.
struct AppCard: View {
    let name: String
    var activate: () -> Void
    var close: (String) -> Void

    var body: some View {
        VStack {
            VStack {
                toolbar
                Text(name)
            }
            .onTapGesture { activate() } // expect: tap_gesture_should_be_button@14
            HStack {
                VerifiedBadge()
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
