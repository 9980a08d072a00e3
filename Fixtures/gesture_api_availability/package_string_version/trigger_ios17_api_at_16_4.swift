import SwiftUI

/// iOS 16.4: SpatialTapGesture (iOS 16) is fine, MagnifyGesture (iOS 17) is not.
struct SketchCanvas: View {
    @State private var dots: [CGPoint] = []
    @State private var zoom: CGFloat = 1

    var body: some View {
        Canvas { _, _ in }
            .scaleEffect(zoom)
            .gesture(SpatialTapGesture(count: 2).onEnded { value in dots.append(value.location) })
            .simultaneousGesture(MagnifyGesture().onEnded { value in zoom = min(max(value.magnification, 1), 3) }) // expect: gesture_api_availability@34
            .accessibilityZoomAction { _ in zoom = zoom == 1 ? 2 : 1 }
    }
}
