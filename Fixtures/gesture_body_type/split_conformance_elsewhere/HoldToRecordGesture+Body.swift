import SwiftUI

extension HoldToRecordGesture {
    var body: some View { // expect: gesture_body_type@9
        LongPressGesture(minimumDuration: minimumDuration)
            .onEnded { _ in onRecord() }
    }
}
