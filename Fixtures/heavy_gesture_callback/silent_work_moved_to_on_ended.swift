import SwiftUI

/// The corrected pin board: the per-frame callback only stores the point; the work runs once.
struct PinBoardFixed: View {
    @State private var points: [CGPoint] = []
    @State private var nearby: [CGPoint] = []
    @State private var dragPoint = CGPoint.zero
    let settingsURL: URL

    var body: some View {
        Canvas { context, _ in
            for point in points {
                context.fill(Path(ellipseIn: CGRect(origin: point, size: CGSize(width: 6, height: 6))), with: .color(.red))
            }
        }
        .gesture(
            DragGesture()
                .onChanged { value in dragPoint = value.location }
                .onEnded { value in
                    nearby = points.filter { abs($0.x - value.location.x) < 40 }.sorted { $0.y < $1.y }
                    for point in nearby { print(point) }
                    try? JSONEncoder().encode(nearby.map(\.x)).write(to: settingsURL)
                }
        )
        .accessibilityAction(named: "Clear") { nearby = [] }
    }
}
