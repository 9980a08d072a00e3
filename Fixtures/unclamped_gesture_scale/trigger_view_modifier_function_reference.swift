import SwiftUI

/// A modifier with the end handler passed by reference, behind a postfix #if.
struct PinchZoomable: ViewModifier {
    @State private var scale: CGFloat = 1
    @GestureState private var live: CGFloat = 1

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale * live)
            #if os(iOS) || os(visionOS)
            .gesture(
                MagnifyGesture()
                    .updating($live) { value, state, _ in state = value.magnification }
                    .onEnded(commit)
            )
            #endif
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 2, 4) : max(scale / 2, 1)
            }
    }

    private func commit(_ value: MagnifyGesture.Value) {
        scale = scale * value.magnification // expect: unclamped_gesture_scale@9
    }
}
