import SwiftUI

/// Heavy-looking work in body, in a button and in the view's own helpers — none of it per frame.
struct GalleryStrip: View {
    @State private var photos: [String] = []
    @State private var scroll: CGFloat = 0

    var body: some View {
        HStack {
            ForEach(photos.sorted(), id: \.self) { name in
                Image(name).resizable().frame(width: 60, height: 60)
            }
        }
        .offset(x: scroll)
        .gesture(DragGesture().updating($dummy) { value, state, _ in state = value.translation.width })
        .onAppear { photos = loadPhotos() }
        .accessibilityScrollAction { edge in scroll += edge == .leading ? 60 : -60 }
    }

    @GestureState private var dummy: CGFloat = 0

    private func loadPhotos() -> [String] {
        (0..<20).map { "photo\($0)" }
    }
}
