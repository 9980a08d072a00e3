import SwiftUI

extension View {
    func rotatable(_ angle: Binding<Angle>, zoom: Binding<CGFloat>, locked: Bool) -> some View {
        gesture(locked ? nil : RotateGesture().onChanged { angle.wrappedValue = $0.rotation })
            .gesture(MagnifyGesture().onChanged { zoom.wrappedValue = min($0.magnification, 4) }) // expect: conflicting_gesture_modifiers@14
            .accessibilityZoomAction { _ in zoom.wrappedValue = 1 }
            .accessibilityAdjustableAction { direction in
                angle.wrappedValue += .degrees(direction == .increment ? 15 : -15)
            }
    }
}
