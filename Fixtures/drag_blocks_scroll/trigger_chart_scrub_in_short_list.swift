import SwiftUI
import Charts

/// (fix8, kept) A chart's scrub on its `.chartOverlay`, attached with plain `.gesture`, inside a
/// `List` of a few static rows. Reviewers split on it (the list has little to scroll, and
/// `.simultaneousGesture` would scroll it during a scrub), but no code signal tells a short list
/// from one that scrolls: rows have heights only at run time, and the same shape was judged right
/// as often as debatable. It is reported; the scrub steals every pan that starts on the chart.
struct UVIndexChart: View {
    let hours: [UVHour]
    @State private var selected: Date?

    var body: some View {
        List {
            Section {
                chart
            }
            Section {
                Text("Drag over the chart to see each hour")
            }
        }
    }

    private var chart: some View {
        Chart(hours) { hour in
            LineMark(x: .value("Hour", hour.date), y: .value("UV", hour.index))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture( // expect: drag_blocks_scroll, gesture_accessibility
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
