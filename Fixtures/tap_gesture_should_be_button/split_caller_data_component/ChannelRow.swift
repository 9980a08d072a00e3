import SwiftUI

/// (fix round 10) A row holding `SubscribeControl` (declared in another file, its tap acting on the
/// caller's channel) gets the container message (an accessibility action on the row): a Button
/// cannot wrap that control once it is a Button. The row holding only `InfoBadge` keeps
/// "use Button". Positions here; messages in TapProjectViewMessageTests.
struct ChannelRow: View {
    @ObservedObject var channel: Channel
    var open: () -> Void

    var body: some View {
        VStack {
            HStack {
                Text("Channel")
                SubscribeControl(channel: channel)
            }
            .onTapGesture { open() } // expect: tap_gesture_should_be_button@14
            HStack {
                Text("Channel")
                InfoBadge()
            }
            .onTapGesture { open() } // expect: tap_gesture_should_be_button@14
        }
    }
}
