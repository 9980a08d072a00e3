import SwiftUI

/// A composition that contains a drag steals the horizontal scroll too.
struct FilmStrip: View {
    let frames: [String]
    @State private var scale: CGFloat = 1
    @State private var shift: CGFloat = 0

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(frames, id: \.self) { frame in
                    Image(frame)
                        .scaleEffect(scale)
                        .gesture( // expect: drag_blocks_scroll
                            DragGesture()
                                .onEnded { value in shift += value.translation.width }
                                .simultaneously(with: MagnifyGesture().onEnded { value in
                                    scale = min(max(value.magnification, 1), 3)
                                })
                        )
                        .accessibilityZoomAction { _ in scale = scale == 1 ? 2 : 1 }
                }
            }
        }
    }
}
