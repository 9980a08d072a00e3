import SwiftUI

/// A pull-to-dismiss modifier whose pull distance is reset in onEnded.
struct PullToDismiss: ViewModifier {
    let dismiss: () -> Void
    @State private var pull: CGFloat = 0 // expect: state_should_be_gesture_state@24

    func body(content: Content) -> some View {
        content
            .offset(y: pull)
            #if os(iOS)
            .gesture(
                DragGesture()
                    .onChanged { value in pull = max(value.translation.height, 0) }
                    .onEnded { value in
                        if value.translation.height > 200 { dismiss() }
                        pull = 0
                    }
            )
            #endif
            .accessibilityAction(named: "Dismiss", dismiss)
    }
}

extension View {
    func pullToDismiss(_ dismiss: @escaping () -> Void) -> some View {
        modifier(PullToDismiss(dismiss: dismiss))
    }
}
