import SwiftUI

/// Timing curves in onChanged, in a button and in .animation are not a release animation.
struct ProgressKnob: View {
    @State private var progress: CGFloat = 0
    @State private var highlighted = false

    var body: some View {
        VStack {
            Capsule()
                .frame(width: 200 * progress, height: 8)
                .animation(.easeInOut(duration: 0.2), value: highlighted)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            withAnimation(.linear(duration: 0.05)) { progress = min(max(value.location.x / 200, 0), 1) }
                        }
                        .onEnded { _ in highlighted = false }
                )
                .accessibilityAdjustableAction { direction in
                    progress = direction == .increment ? min(progress + 0.1, 1) : max(progress - 0.1, 0)
                }
            Button("Reset") {
                withAnimation(.easeOut) { progress = 0 }
            }
        }
    }
}
