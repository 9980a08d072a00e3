import SwiftUI

struct Unlock: View {
    @State private var unlocked = false
    @State private var travel: CGFloat = 0

    var body: some View {
        Capsule()
            .gesture(
                LongPressGesture(minimumDuration: 1)
                    .sequenced(before: DragGesture())
                    .onEnded { value in
                        unlocked = true
                    }
            )
            .simultaneousGesture(checked)
    }

    var checked: some Gesture {
        LongPressGesture().sequenced(before: DragGesture())
            .onChanged { value in
                if case .second(true, let drag?) = value {
                    travel = drag.translation.width
                }
            }
    }
}
