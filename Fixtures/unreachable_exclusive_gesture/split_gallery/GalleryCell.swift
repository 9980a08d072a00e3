import SwiftUI

struct GalleryCell: View {
    let photo: Photo
    @State var focusPoint: CGPoint?
    @State var isZoomed = false

    var body: some View {
        PhotoThumbnail(photo: photo)
            .onTapGesture { location in focus(at: location) }
            .onTapGesture(count: 2) { toggleZoom() } // expect: unreachable_exclusive_gesture@14
            .accessibilityAction(named: "Zoom") { toggleZoom() }
    }
}
