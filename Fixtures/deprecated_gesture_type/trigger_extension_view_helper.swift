import SwiftUI

extension View {
    /// Scales the view with a pinch; the attach call has no leading dot (implicit self).
    func pinchToScale(_ scale: Binding<CGFloat>, range: ClosedRange<CGFloat> = 0.5...3) -> some View {
        gesture(
            MagnificationGesture(minimumScaleDelta: 0.02) // expect: deprecated_gesture_type@13
                .onChanged { value in
                    scale.wrappedValue = min(max(value, range.lowerBound), range.upperBound)
                }
        )
        .scaleEffect(scale.wrappedValue)
        .accessibilityZoomAction { action in
            let step: CGFloat = action.direction == .zoomIn ? 1.25 : 0.8
            scale.wrappedValue = min(max(scale.wrappedValue * step, range.lowerBound), range.upperBound)
        }
    }
}
