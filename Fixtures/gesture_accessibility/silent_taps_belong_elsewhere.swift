import SwiftUI

/// Taps are tap_gesture_should_be_button's concern, not this rule's.
struct PhotoGrid: View {
    let photos: [String]
    @State private var marker: CGPoint = .zero
    @State private var zoomed = false

    var body: some View {
        Image(photos.first ?? "placeholder")
            .onTapGesture(count: 2) { zoomed.toggle() }
            .gesture(SpatialTapGesture().onEnded { value in marker = value.location })
    }
}
