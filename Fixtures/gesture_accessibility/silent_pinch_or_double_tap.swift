import SwiftUI

/// A photo zoomed by a pinch, or by a double tap composed with it: the double tap sets the same
/// zoom, and VoiceOver users can double-tap.
struct ZoomablePhoto: View {
    let name: String
    @State private var currentScale: CGFloat = 1

    var body: some View {
        Image(name)
            .resizable()
            .scaledToFit()
            .scaleEffect(currentScale)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in currentScale = min(max(value.magnification, 1), 4) }
                    .exclusively(before: TapGesture(count: 2).onEnded {
                        withAnimation { currentScale = currentScale > 1 ? 1 : 2 }
                    })
            )
    }
}
