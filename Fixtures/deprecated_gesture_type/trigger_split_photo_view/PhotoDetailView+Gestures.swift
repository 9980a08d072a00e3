import SwiftUI

extension PhotoDetailView {
    var zoomGesture: some Gesture {
        MagnificationGesture() // expect: deprecated_gesture_type@9
            .onChanged { value in
                scale = min(max(lastScale * value, 1), 4)
            }
            .onEnded { _ in
                lastScale = scale
            }
    }
}
