import SwiftUI
import AppKit

/// A divider that ticks through the system haptic performer as it crosses the middle.
struct PaneDivider: View {
    @Binding var fraction: CGFloat
    let totalWidth: CGFloat
    @GestureState private var startFraction: CGFloat?

    var body: some View {
        Rectangle()
            .fill(.separator)
            .frame(width: 6)
            .gesture(
                DragGesture()
                    .updating($startFraction) { _, state, _ in
                        if state == nil { state = fraction }
                    }
                    .onChanged { value in
                        let next = min(max(fraction + value.translation.width / totalWidth, 0.2), 0.8)
                        if (fraction < 0.5) != (next < 0.5) {
                            NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
                        }
                        fraction = next
                    }
            )
            .accessibilityAdjustableAction { direction in
                fraction += direction == .increment ? 0.05 : -0.05
            }
    }
}
