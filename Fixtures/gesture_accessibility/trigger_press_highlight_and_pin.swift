import SwiftUI

/// The trailing closure only highlights, but `perform:` pins the note: that lasts, and a
/// VoiceOver user has no way to pin.
struct PinnableNote: View {
    let text: String
    @State private var pressed = false
    @State private var isPinned = false

    var body: some View {
        Text(text)
            .padding()
            .background(pressed ? Color.yellow.opacity(0.3) : Color.clear)
            .overlay(alignment: .topTrailing) {
                if isPinned { Image(systemName: "pin.fill") }
            }
            .onLongPressGesture(minimumDuration: 0.5, perform: { isPinned.toggle() }) { isPressing in // expect: gesture_accessibility@14
                pressed = isPressing
            }
    }
}
