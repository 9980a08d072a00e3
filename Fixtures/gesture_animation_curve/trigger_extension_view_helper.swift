import SwiftUI

extension View {
    /// Implicit-self attach in a helper; the snap-back eases in.
    func draggableBadge(offset: Binding<CGSize>, onDrop: @escaping () -> Void) -> some View {
        self.offset(offset.wrappedValue)
            .gesture(
                DragGesture()
                    .onChanged { value in offset.wrappedValue = value.translation }
                    .onEnded { _ in
                        onDrop()
                        withAnimation(.easeIn) { offset.wrappedValue = .zero } // expect: gesture_animation_curve@40
                    }
            )
            .accessibilityAction(named: "Drop", onDrop)
    }
}
