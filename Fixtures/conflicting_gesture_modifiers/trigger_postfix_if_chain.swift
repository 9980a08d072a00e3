import SwiftUI

struct MapCanvas: View {
    @State private var pan: CGSize = .zero
    @State private var zoom: CGFloat = 1

    var body: some View {
        MapTiles(pan: pan, zoom: zoom)
            .gesture(DragGesture().onChanged { pan = $0.translation })
            #if os(iOS) || os(visionOS)
            .gesture(MagnifyGesture().onChanged { zoom = min(max($0.magnification, 1), 8) }) // expect: conflicting_gesture_modifiers@14
            #endif
            .accessibilityAction(named: "Recenter") { pan = .zero }
            .accessibilityZoomAction { _ in zoom = 1 }
    }
}
