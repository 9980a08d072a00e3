import Charts
import SwiftUI

struct Sale: Identifiable {
    let id = UUID()
    let day: Date
    let units: Int
}

/// Tap or drag to pin a day's value; each bar already tells VoiceOver its day and value.
struct SalesChart: View {
    let sales: [Sale]
    @State private var pinned: Sale?

    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
                .accessibilityLabel(sale.day.formatted(date: .abbreviated, time: .omitted))
                .accessibilityValue("\(sale.units) sold")
        }
        .chartOverlay { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in pinned = nearest(to: value.location.x, proxy: proxy) }
                )
        }
    }

    private func nearest(to x: CGFloat, proxy: ChartProxy) -> Sale? {
        guard let day: Date = proxy.value(atX: x) else { return nil }
        return sales.min { abs($0.day.timeIntervalSince(day)) < abs($1.day.timeIntervalSince(day)) }
    }
}

/// The chart describes itself to VoiceOver (an audio graph and a data table).
struct TemperatureChart: View, AXChartDescriptorRepresentable {
    let readings: [Double]
    @State private var selectedIndex: Int?

    var body: some View {
        Chart(Array(readings.enumerated()), id: \.offset) { item in
            LineMark(x: .value("Hour", item.offset), y: .value("Degrees", item.element))
        }
        .chartOverlay { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle())
                .gesture(
                    DragGesture()
                        .onChanged { value in selectedIndex = proxy.value(atX: value.location.x) }
                )
        }
        .accessibilityChartDescriptor(self)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let x = AXNumericDataAxisDescriptor(title: "Hour", range: 0...23, gridlinePositions: []) { "\(Int($0))h" }
        let y = AXNumericDataAxisDescriptor(title: "Degrees", range: 0...40, gridlinePositions: []) { "\($0)°" }
        let series = AXDataSeriesDescriptor(name: "Temperature", isContinuous: true,
                                            dataPoints: readings.enumerated().map { .init(x: Double($0.offset), y: $0.element) })
        return AXChartDescriptor(title: "Temperature", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
    }
}

/// The chart stands in for VoiceOver with a labelled bar chart (`.accessibilityRepresentation`).
struct UVIndexChart: View {
    let hours: [(date: Date, index: Int)]
    @State private var selectedDate: Date?

    var body: some View {
        Chart(hours, id: \.date) { hour in
            LineMark(x: .value("Hour", hour.date), y: .value("UV", hour.index))
        }
        .chartOverlay { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in selectedDate = proxy.value(atX: value.location.x) }
                )
        }
        .accessibilityRepresentation {
            Chart(hours, id: \.date) { hour in
                Plot {
                    BarMark(x: .value("Hour", hour.date), y: .value("UV", hour.index))
                }
                .accessibilityLabel(hour.date.formatted(date: .omitted, time: .shortened))
                .accessibilityValue("\(hour.index)")
            }
        }
    }
}
