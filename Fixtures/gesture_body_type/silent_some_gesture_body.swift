import SwiftUI

struct SwipeToDismissGesture: Gesture {
    var threshold: CGFloat = 120
    var onDismiss: () -> Void

    var body: some Gesture {
        DragGesture(minimumDistance: 20)
            .onEnded { value in
                if value.translation.height > threshold { onDismiss() }
            }
    }
}

struct DoubleTapToLike: Gesture {
    var like: () -> Void
    var body: _EndedGesture<TapGesture> {
        TapGesture(count: 2).onEnded(like)
    }
}
