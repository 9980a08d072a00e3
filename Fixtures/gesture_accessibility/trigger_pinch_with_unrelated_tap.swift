import SwiftUI

/// The composed double tap toggles the caption, not the zoom: nothing but the pinch zooms.
struct CaptionedPhoto: View {
    let name: String
    @State private var currentScale: CGFloat = 1
    @State private var showsCaption = false

    var body: some View {
        Image(name)
            .resizable()
            .scaledToFit()
            .scaleEffect(currentScale)
            .overlay(alignment: .bottom) {
                if showsCaption { Text(name) }
            }
            .gesture( // expect: gesture_accessibility@14
                MagnifyGesture()
                    .onChanged { value in currentScale = min(max(value.magnification, 1), 4) }
                    .simultaneously(with: TapGesture(count: 2).onEnded { showsCaption.toggle() })
            )
    }
}
