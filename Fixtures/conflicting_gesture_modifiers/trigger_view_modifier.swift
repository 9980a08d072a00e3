import SwiftUI

struct PanAndZoom: ViewModifier {
    @Binding var offset: CGSize
    @Binding var scale: CGFloat

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
            .gesture(MagnifyGesture().onChanged { scale = min(max($0.magnification, 1), 5) }) // expect: conflicting_gesture_modifiers@14
            .accessibilityZoomAction { _ in scale = 1 }
            .accessibilityAction(named: "Reset position") { offset = .zero }
    }
}
