import SwiftUI

struct HoldToConfirm: Gesture {
    var body: AnyView { // expect: gesture_body_type@9
        AnyView(LongPressGesture(minimumDuration: 0.8).onEnded { _ in })
    }
}

struct ConfirmOverlay: View {
    var body: some View { Text("Hold to confirm") }
}

struct PressToPreview: Gesture {
    var body: ConfirmOverlay { // expect: gesture_body_type@9
        ConfirmOverlay()
    }
}
