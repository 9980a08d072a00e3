import SwiftUI

struct Pin: Identifiable {
    let id: Int
    var point: CGPoint
}

/// Filtering and sorting the whole model while the finger moves.
struct PinBoard: View {
    @State private var pins: [Pin] = []
    @State private var nearby: [Pin] = []
    @State private var dragPoint = CGPoint.zero
    let focus: (Pin) -> Void

    var body: some View {
        Canvas { context, _ in
            for pin in pins {
                context.fill(Path(ellipseIn: CGRect(x: pin.point.x, y: pin.point.y, width: 6, height: 6)), with: .color(.red))
            }
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    dragPoint = value.location
                    let close = pins.filter { abs($0.point.x - value.location.x) < 40 } // expect: heavy_gesture_callback@38
                    nearby = close.sorted { $0.point.y < $1.point.y } // expect: heavy_gesture_callback@36
                }
        )
        .accessibilityAction(named: "Focus first pin") { if let pin = pins.first { focus(pin) } }
    }
}
