import SwiftUI

/// (fix3) A generic swipe-to-dismiss modifier: the action is the caller's `onDismiss`, and the
/// modifier is not used in this file, so the alternative belongs where it is used.
struct SwipeToDismissModifier: ViewModifier {
    var onDismiss: () -> Void
    @State private var offset: CGSize = .zero

    func body(content: Content) -> some View {
        content
            .offset(offset)
            .simultaneousGesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in
                        if abs(offset.height) > 100 { onDismiss() } else { offset = .zero }
                    }
            )
    }
}

/// (fix3) A toast's drag modifier, used here by a toast whose tap dismisses the same way
/// (`onCompletion: dismiss`, and the tap calls `dismissOnTap()`, which calls `dismiss()`).
struct ToastDragModifier: ViewModifier {
    @Binding var offset: CGSize
    var onCompletion: () -> Void

    func body(content: Content) -> some View {
        content
            .gesture(
                DragGesture()
                    .onChanged { offset.height = min($0.translation.height, 0) }
                    .onEnded { _ in
                        if offset.height < -20 { return onCompletion() }
                        offset = .zero
                    }
            )
    }
}

struct Toast: View {
    @Binding var isPresented: Bool
    @State private var offset: CGSize = .zero

    private func dismiss() { isPresented = false }
    private func dismissOnTap() { dismiss() }

    var body: some View {
        Text("Saved")
            .padding()
            .offset(offset)
            .modifier(ToastDragModifier(offset: $offset, onCompletion: dismiss))
            .onTapGesture(perform: dismissOnTap) // expect: tap_gesture_should_be_button
    }
}

/// (fix3) A library's swipe helper: the extension hands the caller's closures on to the
/// modifier (`onEnded: onEnded`), and the caller decides what a swipe does.
struct SwipeRecognizer: ViewModifier {
    var onEnded: (CGSize) -> Void

    func body(content: Content) -> some View {
        content.gesture(DragGesture(minimumDistance: 20).onEnded { value in onEnded(value.translation) })
    }
}

extension View {
    func onSwipe(onEnded: @escaping (CGSize) -> Void) -> some View {
        modifier(SwipeRecognizer(onEnded: onEnded))
    }
}
