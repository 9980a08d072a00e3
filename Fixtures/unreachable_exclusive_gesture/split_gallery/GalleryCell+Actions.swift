import SwiftUI

extension GalleryCell {
    func focus(at location: CGPoint) {
        focusPoint = location
    }

    func toggleZoom() {
        withAnimation(.bouncy) { isZoomed.toggle() }
    }
}
