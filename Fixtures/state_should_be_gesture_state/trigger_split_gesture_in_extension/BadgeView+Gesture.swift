import SwiftUI

extension BadgeView {
    var wobbleGesture: some Gesture {
        DragGesture()
            .onChanged { value in wobble = Double(value.translation.width / 10) }
            .onEnded { value in
                if value.translation.height > 80 { remove() }
                wobble = 0
            }
    }
}
