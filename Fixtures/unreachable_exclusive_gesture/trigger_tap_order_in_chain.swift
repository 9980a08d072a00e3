import SwiftUI

struct MessageBubble: View {
    let message: Message
    @State private var reacted = false
    @State private var expanded = false

    var body: some View {
        Text(message.text)
            .padding(10)
            .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 14))
            .onTapGesture { expanded.toggle() } // expect: tap_gesture_should_be_button@14
            .onTapGesture(count: 2) { reacted = true } // expect: unreachable_exclusive_gesture@14
    }
}
