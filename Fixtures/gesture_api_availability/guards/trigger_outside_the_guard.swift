import SwiftUI

/// Near the guards but not covered by them.
struct FlingCard: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        if #available(iOS 17, *) {
            Color.red
        } else {
            Color.red
                .gesture(MagnifyGesture()) // expect: gesture_api_availability@26
        }
    }

    private func settle(_ value: DragGesture.Value) -> CGFloat {
        guard #available(iOS 17, *) else {
            return value.velocity.width // expect: gesture_api_availability@26
        }
        return value.velocity.width
    }

    @available(iOS 16, *)
    private var spin: some Gesture {
        RotateGesture() // expect: gesture_api_availability@9
    }
}
