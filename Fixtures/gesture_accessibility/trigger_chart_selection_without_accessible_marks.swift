import Charts
import SwiftUI

/// The marks say nothing to VoiceOver and the chart has no descriptor: the dragged-to value
/// (shown in the header) is only reachable by dragging.
struct StepsChart: View {
    let steps: [Int]
    @State private var selectedHour: Int?

    var body: some View {
        VStack {
            Text(selectedHour.map { "\(steps[$0]) steps" } ?? "Drag to inspect")
            Chart(Array(steps.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Hour", item.offset), y: .value("Steps", item.element))
            }
            .chartOverlay { proxy in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture( // expect: gesture_accessibility@22
                        DragGesture()
                            .onChanged { value in selectedHour = proxy.value(atX: value.location.x) }
                    )
            }
        }
    }
}
