import SwiftUI

/// A project function called `withAnimation` on its own animator type is not SwiftUI's.
struct Animator {
    enum Curve { case linear, easeOut }
    func withAnimation(_ curve: Curve, _ changes: () -> Void) { changes() }
}

struct MeterView: View {
    let animator = Animator()
    @State private var level: CGFloat = 0

    var body: some View {
        Rectangle()
            .frame(height: 200 * level)
            .gesture(
                DragGesture()
                    .onChanged { value in level = min(max(-value.translation.height / 200, 0), 1) }
                    .onEnded { _ in
                        animator.withAnimation(.linear) { level = 0 }
                    }
            )
            .accessibilityAdjustableAction { direction in
                level = direction == .increment ? min(level + 0.1, 1) : max(level - 0.1, 0)
            }
    }
}
