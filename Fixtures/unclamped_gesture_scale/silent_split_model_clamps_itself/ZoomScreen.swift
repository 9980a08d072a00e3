import SwiftUI

/// The view multiplies the model's zoom without a bound of its own: the model bounds it.
struct ZoomScreen: View {
    @Bindable var model: ZoomModel

    var body: some View {
        Image("floorplan")
            .scaleEffect(model.zoom)
            .gesture(MagnifyGesture().onEnded { value in model.zoom *= value.magnification })
            .accessibilityZoomAction { action in model.zoom *= action.direction == .zoomIn ? 2 : 0.5 }
    }
}
