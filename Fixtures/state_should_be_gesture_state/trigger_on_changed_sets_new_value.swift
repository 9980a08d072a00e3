import SwiftUI

/// (v2) The near miss of writing the initial value: `.onChanged` sets a new one, `.onEnded`
/// puts it back.
struct TimelineScrubberWithBubble: View {
    @Binding var position: Double
    @State private var tooltip: String? = nil // expect: state_should_be_gesture_state@24

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(.secondary)
                .overlay { if let tooltip { Text(tooltip).offset(y: -20) } }
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            tooltip = "\(Int(value.location.x / proxy.size.width * 100)) %"
                            position = min(1, max(0, value.location.x / proxy.size.width))
                        }
                        .onEnded { _ in tooltip = nil }
                )
        }
        .accessibilityRepresentation { Slider(value: $position) }
    }
}
