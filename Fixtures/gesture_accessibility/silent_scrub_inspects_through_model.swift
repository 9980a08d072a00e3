import SwiftUI

/// (fix round 9) A chart's scrub-to-inspect through its model: `.onChanged` only hands the touch's
/// location to a model method that raises a touch flag, records the touch and passes it on to a
/// lookup; `.onEnded` lowers the flag and empties what the touch showed. Nothing lasts.
final class PriceChartModel: ObservableObject {
    @Published var isTouching = false
    @Published var touchPoint: CGPoint = .zero
    @Published var frame: CGRect = .zero
    @Published var highlighted: [Double] = []
    var prices: [Double] = []

    func inspect(at location: CGPoint, in rect: CGRect) {
        self.isTouching = true
        self.touchPoint = location
        frame = rect
        self.lookUpPoint(at: location, in: rect)
    }

    func lookUpPoint(at location: CGPoint, in rect: CGRect) {
        guard !prices.isEmpty, rect.width > 0 else { return }
        let index = min(prices.count - 1, max(0, Int(location.x / rect.width * CGFloat(prices.count))))
        highlighted = [prices[index]]
    }
}

struct PriceChart: View {
    @ObservedObject var model: PriceChartModel

    var body: some View {
        GeometryReader { geo in
            ZStack {
                Path { path in path.move(to: .zero) }
                    .stroke()
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                model.inspect(at: value.location, in: geo.frame(in: .local))
                            }
                            .onEnded { _ in
                                model.isTouching = false
                                model.highlighted = []
                            }
                    )
                if model.isTouching {
                    Text(model.highlighted.first.map { "\($0)" } ?? "")
                        .position(model.touchPoint)
                }
            }
        }
    }
}

/// The same through a protocol: the requirement has no body, its extension implements it.
struct TouchState {
    var isCurrent = false
    var location: CGPoint = .zero
    var shown: [String] = []
}

protocol InspectableChart: ObservableObject {
    var touch: TouchState { get set }
    func markPoint(at location: CGPoint)
    func beginTouch(at location: CGPoint)
}

extension InspectableChart {
    func beginTouch(at location: CGPoint) {
        self.touch.isCurrent = true
        self.touch.location = location
        self.markPoint(at: location)
    }
}

struct InspectableOverlay<Chart: InspectableChart>: ViewModifier {
    @ObservedObject var chart: Chart

    func body(content: Content) -> some View {
        content
            .gesture(
                DragGesture()
                    .onChanged { value in chart.beginTouch(at: value.location) }
                    .onEnded { _ in
                        chart.touch.isCurrent = false
                        chart.touch.shown = []
                    }
            )
    }
}
