import SwiftUI

struct EdgePanGesture: Gesture {
    enum Edge { case leading, trailing }
    var edge: Edge
    var onPan: (CGFloat) -> Void
}

extension EdgePanGesture {
    var body: some View { // expect: gesture_body_type@9
        DragGesture(minimumDistance: 10)
            .onChanged { value in onPan(value.translation.width) }
    }
}
