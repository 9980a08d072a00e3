import SwiftUI

/// (fix4) Near miss: the timer fires after 1 s, not after the 0.3 s curve, so nothing is kept in
/// step: the ease-out still drops the drag's momentum.
struct LiveFooter: View {
    @Environment(\.dismiss) private var dismiss
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        Text("Live")
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { value in
                        if value.translation.height > 100 {
                            withAnimation(.easeOut(duration: 0.3)) { // expect: gesture_animation_curve@44
                                dragOffset.height = 1000
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                                dismiss()
                            }
                        } else {
                            withAnimation(.spring()) { dragOffset = .zero }
                        }
                    }
            )
            .accessibilityAction(named: "Close") { dismiss() }
    }
}
