import SwiftUI

struct PagedPhotos: View {
    let photos: [String]
    @State private var page = 0

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(photos, id: \.self) { photo in
                    Image(photo)
                        .gesture(DragGesture().onEnded { value in
                            page += value.translation.width < 0 ? 1 : -1
                        })
                        .accessibilityScrollAction { edge in page += edge == .leading ? -1 : 1 }
                }
            }
        }
        .scrollDisabled(true)
    }
}
