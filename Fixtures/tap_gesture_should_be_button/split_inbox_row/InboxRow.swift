import SwiftUI

struct InboxRow: View {
    let message: Message
    @EnvironmentObject var router: Router

    var body: some View {
        summary
            .padding(.vertical, 4)
            .onTapGesture { openThread() } // expect: tap_gesture_should_be_button@14
    }
}
