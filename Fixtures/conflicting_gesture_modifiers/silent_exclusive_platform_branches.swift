import SwiftUI

struct Knob: View {
    @State private var angle: Angle = .zero

    var body: some View {
        Circle()
            .rotationEffect(angle)
            #if os(macOS)
            .gesture(DragGesture().onChanged { angle = .degrees($0.translation.width) })
            #else
            .gesture(RotateGesture().onChanged { angle = $0.rotation })
            #endif
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 10 : -10)
            }
    }
}
