import SwiftUI

struct Slider2D: View {
    @State private var value = CGPoint.zero
    @State private var history: [CGPoint] = []
    var onCommit: (CGPoint) -> Void = { _ in }

    var body: some View {
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .onChanged { [history] gestureValue in
                let clamped = CGPoint(x: min(max(gestureValue.location.x, 0), 100), y: gestureValue.location.y)
                self.value = clamped
                _ = history
            }
            .onEnded { gestureValue in
                history.append(gestureValue.location)
                onCommit(value)
            }
        GeometryReader { proxy in
            Circle()
                .position(value)
                .gesture(drag)
        }
    }
}
