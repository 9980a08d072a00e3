import SwiftUI

struct SwipeBackGesture: Gesture {
    var dismiss: DismissAction

    var body: some View { // expect: gesture_body_type@9
        DragGesture(minimumDistance: 30)
            .onEnded { value in
                if value.startLocation.x < 24, value.translation.width > 100 { dismiss() }
            }
    }
}
