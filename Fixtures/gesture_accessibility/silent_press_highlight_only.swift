import SwiftUI

/// A press highlight: `perform:` is empty and the trailing closure (`onPressingChanged`) only
/// lights the tile while the finger is down. Nothing lasts, so there is nothing to offer.
struct HighlightTile: View {
    let title: String
    @State private var pressed = false

    var body: some View {
        Text(title)
            .padding()
            .background(pressed ? Color.gray.opacity(0.3) : Color.clear)
            .onLongPressGesture(minimumDuration: 0.3, maximumDistance: 20, perform: {}) { isPressing in
                withAnimation(.easeOut(duration: 0.1)) { pressed = isPressing }
            }
    }
}
