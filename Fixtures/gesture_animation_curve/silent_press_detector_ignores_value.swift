import SwiftUI

/// A text link that dims while pressed: the zero-distance drag only detects the press and
/// never reads where the finger went, so the fade has no momentum to hand over.
struct PressableLink: View {
    let title: String
    let url: URL
    @State private var isDown = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        Text(title)
            .underline()
            .opacity(isDown ? 0.5 : 1)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        withAnimation(.easeOut(duration: 0.08)) { isDown = true }
                    }
                    .onEnded { _ in
                        withAnimation(.easeInOut(duration: 0.15)) { isDown = false }
                        openURL(url)
                    }
            )
            .accessibilityAddTraits(.isLink)
            .accessibilityAction { openURL(url) }
    }
}
