import SwiftUI

struct TwoFingerTap: SwiftUI.Gesture {
    var action: () -> Void

    var body: some SwiftUI.View { // expect: gesture_body_type@9
        TapGesture(count: 2)
            .onEnded(action)
    }
}
