import SwiftUI

/// (v2) The near miss: the view's button shares nothing with the swipe (it shares, the swipe
/// archives), so archiving has no accessible way in.
struct MessageRow: View {
    let subject: String
    let archive: () -> Void
    let share: () -> Void
    @State private var offset: CGFloat = 0 // expect: state_should_be_gesture_state@24

    var body: some View {
        HStack {
            Text(subject)
            Spacer()
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
        }
        .offset(x: offset)
        .gesture( // expect: gesture_accessibility
            DragGesture()
                .onChanged { offset = min(0, $0.translation.width) }
                .onEnded { value in
                    if value.translation.width < -120 { archive() }
                    offset = 0
                }
        )
    }
}
