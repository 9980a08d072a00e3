import SwiftUI

/// (fix round 11) The scrub message's advice applied: the scrub starts after a long press, so a
/// swipe that starts on the strip scrolls the list and a press and hold scrubs. Not reported.
struct TimelineScrubber: View {
    @State private var position: CGFloat = 0

    var body: some View {
        List {
            Text("Timeline")
            Rectangle()
                .fill(.gray.opacity(0.3))
                .frame(height: 80)
                .overlay(alignment: .leading) { Rectangle().frame(width: 2).offset(x: position) }
                .gesture(
                    LongPressGesture(minimumDuration: 0.2)
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            guard case .second(true, let drag?) = value else { return }
                            position = drag.location.x
                        }
                )
                .accessibilityAdjustableAction { direction in
                    position += direction == .increment ? 10 : -10
                }
            Text("Press and hold, then drag")
        }
    }
}
