import SwiftUI

@Observable
final class MapModel {
    var zoom: CGFloat = 1
}

/// The zoom lives in an observable model the view holds.
struct MapScreen: View {
    @Bindable var model: MapModel
    @State private var startZoom: CGFloat = 1

    var body: some View {
        Image("map")
            .resizable()
            .scaleEffect(model.zoom)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        model.zoom = startZoom * value.magnification // expect: unclamped_gesture_scale@31
                    }
                    .onEnded { _ in startZoom = model.zoom }
            )
            .accessibilityZoomAction { action in
                model.zoom = action.direction == .zoomIn ? min(model.zoom * 2, 10) : max(model.zoom / 2, 1)
                startZoom = model.zoom
            }
    }
}
