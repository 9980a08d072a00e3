import SwiftUI
import Charts

struct SalesPoint: Identifiable {
    let id = UUID()
    let day: Int
    let total: Double
}

/// (v2) Scrub-to-highlight: the drag shows the value under the finger and `.onEnded` clears it
/// on every path. Nothing lasts, so there is no action to offer.
struct SalesChart: View {
    let points: [SalesPoint]
    @State private var highlighted: SalesPoint? = nil // expect: state_should_be_gesture_state@24

    var body: some View {
        Chart(points) { point in
            LineMark(x: .value("Day", point.day), y: .value("Total", point.total))
        }
        .overlay(alignment: .topLeading) {
            if let highlighted { Text("\(highlighted.total, specifier: "%.0f")").padding(4) }
        }
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    highlighted = nearest(to: value.location.x)
                }
                .onEnded { _ in
                    if highlighted != nil {
                        highlighted = nil
                    } else {
                        highlighted = nil
                    }
                }
        )
    }

    private func nearest(to x: CGFloat) -> SalesPoint? {
        points.min { abs(CGFloat($0.day) * 10 - x) < abs(CGFloat($1.day) * 10 - x) }
    }
}
