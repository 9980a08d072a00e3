import SwiftUI

extension CanvasView {
    var artboard: some View {
        Rectangle()
            .fill(.white)
            .frame(width: 800, height: 600)
            .scaleEffect(zoom)
            .offset(pan)
    }

    func commitPan(_ value: DragGesture.Value) {
        pan = value.translation
    }
}
