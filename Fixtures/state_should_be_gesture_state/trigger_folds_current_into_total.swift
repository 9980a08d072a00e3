import SwiftUI

/// (v2) `.onEnded` reads the live value only to fold it into the persisted one; the end value
/// carries it (`total *= value.magnification`), so this is still a hand-written @GestureState.
struct ZoomableChart: View {
    @State private var total: CGFloat = 1
    @State private var current: CGFloat = 1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Path { path in path.addLines([.zero, CGPoint(x: 100, y: 40), CGPoint(x: 200, y: 10)]) }
            .stroke(.blue, lineWidth: 2)
            .scaleEffect(total * current)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in current = value.magnification }
                    .onEnded { _ in
                        total = min(4, total * current)
                        current = 1
                    }
            )
            .accessibilityZoomAction { action in total = action.direction == .zoomIn ? total * 2 : total / 2 }
    }
}
