import SwiftUI

extension CanvasEditor {
    var panGesture: some Gesture {
        DragGesture()
            .onChanged { value in
                pan = value.translation
                selection = shapes.firstIndex(where: { $0.contains(value.location) }) // expect: heavy_gesture_callback@36
            }
    }
}
