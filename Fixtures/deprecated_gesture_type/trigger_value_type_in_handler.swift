import SwiftUI

/// The pinch handler is a method taking the deprecated gesture's value type.
struct MapCanvas: View {
    @State private var zoom: CGFloat = 1
    @State private var baseZoom: CGFloat = 1

    var body: some View {
        Canvas { context, size in
            context.scaleBy(x: zoom, y: zoom)
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        .gesture(MagnificationGesture().onChanged(zoomChanged).onEnded(zoomEnded)) // expect: deprecated_gesture_type@18
        .accessibilityZoomAction { action in
            zoom = action.direction == .zoomIn ? min(zoom * 2, 8) : max(zoom / 2, 1)
            baseZoom = zoom
        }
    }

    private func zoomChanged(_ value: MagnificationGesture.Value) { // expect: deprecated_gesture_type@39
        zoom = min(max(baseZoom * value, 1), 8)
    }

    private func zoomEnded(_ value: MagnificationGesture.Value) { // expect: deprecated_gesture_type@37
        baseZoom = zoom
    }
}
