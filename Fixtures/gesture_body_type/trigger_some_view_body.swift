import SwiftUI

/// Dismisses a sheet when dragged down far enough.
struct SwipeToDismissGesture: Gesture {
    var threshold: CGFloat = 120
    var onDismiss: () -> Void

    var body: some View { // expect: gesture_body_type@9
        DragGesture(minimumDistance: 20)
            .onEnded { value in
                if value.translation.height > threshold { onDismiss() }
            }
    }
}
