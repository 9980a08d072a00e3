import SwiftUI

struct CanvasView: View {
    @State var pan: CGSize = .zero
    @State var zoom: CGFloat = 1

    var body: some View {
        artboard
            .gesture(DragGesture().onChanged { pan = $0.translation }.onEnded(commitPan))
            .gesture(MagnifyGesture().onChanged { zoom = min(max($0.magnification, 0.25), 8) }) // expect: conflicting_gesture_modifiers@14
            .accessibilityZoomAction { _ in zoom = 1 }
            .accessibilityAction(named: "Recenter") { pan = .zero }
    }
}
