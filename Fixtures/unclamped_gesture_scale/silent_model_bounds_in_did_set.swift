import SwiftUI

@Observable
final class CanvasModel {
    /// The model clamps its own zoom.
    var zoom: CGFloat = 1 {
        didSet { if zoom != min(max(zoom, 0.25), 8) { zoom = min(max(zoom, 0.25), 8) } }
    }
}

struct CanvasScreen: View {
    @Bindable var model: CanvasModel
    @State private var start: CGFloat = 1

    var body: some View {
        Rectangle()
            .scaleEffect(model.zoom)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in model.zoom = start * value.magnification }
                    .onEnded { _ in start = model.zoom }
            )
            .accessibilityZoomAction { action in
                model.zoom *= action.direction == .zoomIn ? 2 : 0.5
                start = model.zoom
            }
    }
}
