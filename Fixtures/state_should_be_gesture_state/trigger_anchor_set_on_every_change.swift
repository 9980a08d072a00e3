import SwiftUI

/// (fix4) Near miss of the start-location check: the anchor is written on every change (no
/// `!= value.startLocation` test guards it), so a cancelled drag leaves it set and the view
/// keeps showing the anchor dot: transient state kept in `@State`.
struct AnchorDot: View {
    @State private var anchor: CGPoint? = nil // expect: state_should_be_gesture_state@24

    var body: some View {
        ZStack {
            if let anchor { Circle().frame(width: 8, height: 8).position(anchor) }
            Color.clear.contentShape(Rectangle())
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    if value.translation.width > 4 {
                        anchor = value.startLocation
                    }
                }
                .onEnded { _ in
                    anchor = nil
                }
        )
    }
}
