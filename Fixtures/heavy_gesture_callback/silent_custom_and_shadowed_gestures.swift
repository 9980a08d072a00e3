import SwiftUI

/// The project's own `DragGesture` model type: its `onChanged` is a plain method.
struct DragGesture {
    var samples: [CGPoint] = []
    func onChanged(_ handler: ([CGPoint]) -> Void) { handler(samples.sorted { $0.x < $1.x }) }
}

struct GestureReplay: View {
    let recording: DragGesture
    @State private var replayed: [CGPoint] = []

    var body: some View {
        Button("Replay") {
            recording.onChanged { points in
                replayed = points.filter { $0.x > 0 }
            }
        }
    }
}
