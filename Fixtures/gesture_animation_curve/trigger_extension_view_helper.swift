import SwiftUI

extension View {
    /// Implicit-self attach in a helper (no leading dot); the snap-back eases in.
    func draggableBadge(offset: Binding<CGSize>, onDrop: @escaping () -> Void) -> some View {
        gesture(
            DragGesture()
                .onChanged { value in offset.wrappedValue = value.translation }
                .onEnded { _ in
                    onDrop()
                    withAnimation(.easeIn) { offset.wrappedValue = .zero } // expect: gesture_animation_curve@36
                }
        )
        .offset(offset.wrappedValue)
        .accessibilityAction(named: "Drop", onDrop)
    }
}
