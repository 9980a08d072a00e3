import SwiftUI

extension Knob {
    var spin: some Gesture {
        DragGesture().onEnded { value in
            level = min(max(level + value.translation.height / -200, 0), 1)
        }
    }

    /// A second knob face in the same type, without an accessible alternative.
    var resetHandle: some View {
        Capsule()
            .frame(width: 12, height: 30)
            .gesture(DragGesture().onEnded { _ in level = 0.5 }) // expect: gesture_accessibility
    }
}
