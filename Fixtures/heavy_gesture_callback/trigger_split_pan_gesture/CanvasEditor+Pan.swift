import SwiftUI

extension CanvasEditor {
    var panGesture: some Gesture {
        DragGesture()
            .onChanged { value in
                pan = value.translation
                if shapes.contains(where: { $0.contains(value.location) }) { selection = 0 } // expect: heavy_gesture_callback@27
            }
    }
}
