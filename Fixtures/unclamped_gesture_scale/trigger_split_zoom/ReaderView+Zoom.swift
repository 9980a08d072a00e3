import SwiftUI

extension ReaderView {
    var textZoom: some Gesture {
        MagnifyGesture().onEnded { value in
            textScale *= value.magnification // expect: unclamped_gesture_scale@13
        }
    }
}
