import SwiftUI

/// The reader's text zoom; the gesture is in ReaderView+Zoom.swift.
struct ReaderView: View {
    let text: String
    @State var textScale: CGFloat = 1

    var body: some View {
        Text(text)
            .font(.system(size: 17 * textScale))
            .gesture(textZoom)
            .accessibilityZoomAction { action in
                textScale = action.direction == .zoomIn ? min(textScale + 0.25, 3) : max(textScale - 0.25, 0.75)
            }
    }
}
