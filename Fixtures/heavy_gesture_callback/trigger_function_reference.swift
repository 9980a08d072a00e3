import SwiftUI

/// The per-frame handler is a method passed by reference.
struct SnappingSlider: View {
    @State private var knobX: CGFloat = 0
    @State private var snapTargets: [CGFloat] = []
    let width: CGFloat

    var body: some View {
        Circle()
            .frame(width: 28, height: 28)
            .offset(x: knobX)
            .gesture(DragGesture().onChanged(dragChanged))
            .accessibilityAdjustableAction { direction in
                knobX = direction == .increment ? min(knobX + 10, width) : max(knobX - 10, 0)
            }
    }

    private func dragChanged(_ value: DragGesture.Value) {
        knobX = min(max(value.location.x, 0), width)
        snapTargets = computeSnapTargets(for: width) // expect: heavy_gesture_callback@23
    }

    private func computeSnapTargets(for width: CGFloat) -> [CGFloat] {
        stride(from: 0, through: width, by: width / 10).map { $0 }
    }
}
