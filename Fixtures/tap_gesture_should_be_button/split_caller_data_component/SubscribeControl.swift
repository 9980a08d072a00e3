import SwiftUI

final class Channel: ObservableObject {
    @Published var subscribed = false
    func toggleSubscription() { subscribed.toggle() }
}

/// (fix round 10) A hand-made control whose tap acts on the object its caller hands in
/// (`@ObservedObject var channel`): a button component written as a tap, reported here.
struct SubscribeControl: View {
    @ObservedObject var channel: Channel

    var body: some View {
        Text(channel.subscribed ? "Subscribed" : "Subscribe")
            .padding(6)
            .onTapGesture { channel.toggleSubscription() } // expect: tap_gesture_should_be_button@14
    }
}

/// A badge whose tap only changes its own state: not counted for the row's message.
struct InfoBadge: View {
    @State private var showsInfo = false

    var body: some View {
        Image(systemName: "info.circle")
            .onTapGesture { showsInfo = true } // expect: tap_gesture_should_be_button@14
    }
}
