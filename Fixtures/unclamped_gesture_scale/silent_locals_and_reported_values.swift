import SwiftUI

/// The magnification goes into a local and a callback, not into persisted view state.
struct ZoomReporter: View {
    let onZoom: (CGFloat) -> Void
    @State private var label = ""

    var body: some View {
        Text(label.isEmpty ? "Pinch me" : label)
            .gesture(
                MagnifyGesture().onEnded { value in
                    var proposed = value.magnification
                    proposed *= 2
                    label = "×\(proposed)"
                    onZoom(proposed)
                }
            )
            .accessibilityZoomAction { action in onZoom(action.direction == .zoomIn ? 2 : 0.5) }
    }
}
