import SwiftUI

struct PinchToCollapse {
    var onCollapse: () -> Void

    var body: some View { // expect: gesture_body_type@9
        MagnifyGesture()
            .onEnded { value in
                if value.magnification < 0.7 { onCollapse() }
            }
    }
}

extension PinchToCollapse: Gesture {}
