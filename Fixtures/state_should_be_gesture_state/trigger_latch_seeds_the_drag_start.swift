import SwiftUI

/// (fix8) A first-change latch: `.onChanged` tests the flag, and its branch seeds `lastAngle`
/// from the drag's start, which every later change reads to compute a delta. A cancelled drag
/// still leaves `isSpinning` set (the dial stays highlighted), so it is reported, but the
/// message says to move the seeding into `.updating`: there the flag is set before `.onChanged`
/// runs, and a plain rename would leave the branch dead.
struct SpinDial: View {
    @State private var isSpinning = false // expect: state_should_be_gesture_state@24
    @State private var lastAngle: Double = 0
    @Binding var value: Double

    var body: some View {
        Circle()
            .rotationEffect(.radians(value))
            .opacity(isSpinning ? 1 : 0.8)
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        if !isSpinning {
                            isSpinning = true
                            lastAngle = angle(of: drag.startLocation)
                        }
                        let current = angle(of: drag.location)
                        value += current - lastAngle
                        lastAngle = current
                    }
                    .onEnded { _ in
                        isSpinning = false
                    }
            )
    }

    private func angle(of point: CGPoint) -> Double {
        atan2(Double(point.y) - 50, Double(point.x) - 50)
    }
}
