import SwiftUI

extension Knob {
    var spin: some Gesture {
        DragGesture().onEnded { value in
            level = min(max(level + value.translation.height / -200, 0), 1)
        }
    }

    /// A helper used elsewhere: whoever uses it may add the accessible alternative there.
    var resetHandle: some View {
        Capsule()
            .frame(width: 12, height: 30)
            .gesture(DragGesture().onEnded { _ in level = 0.5 })
    }

    /// A companion view declared here: its own body offers no alternative.
    struct ResetButtonFace: View {
        @Binding var level: Double

        var body: some View {
            Circle()
                .frame(width: 20, height: 20)
                .gesture(DragGesture().onEnded { _ in level = 0.5 }) // expect: gesture_accessibility
        }
    }
}
