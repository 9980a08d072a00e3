import SwiftUI
import Charts

/// (fix8) Near miss of the chart scrub in a short list: the same scrub on the chart's overlay,
/// with the chart in a plain `VStack` beside its caption. No scroll view competes for the pan.
struct UVIndexCard: View {
    let hours: [UVHour]
    @State private var selected: Date?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Drag over the chart to see each hour")
            Chart(hours) { hour in
                LineMark(x: .value("Hour", hour.date), y: .value("UV", hour.index))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture( // expect: gesture_accessibility
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    let x = value.location.x - geometry[proxy.plotAreaFrame].origin.x
                                    selected = proxy.value(atX: x)
                                }
                        )
                }
            }
            .frame(height: 300)
        }
    }
}
