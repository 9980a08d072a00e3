import SwiftUI

/// The knob is turned with a gesture declared in another file; the adjustable action makes it accessible.
struct Knob: View {
    @Binding var level: Double

    var body: some View {
        Circle()
            .frame(width: 80, height: 80)
            .gesture(spin)
            .accessibilityAdjustableAction { direction in
                level += direction == .increment ? 0.1 : -0.1
            }
    }
}
