import SwiftUI

/// `calculate*`/`compute*` helpers of the project itself whose bodies are a few lines of arithmetic:
/// the name is no evidence of cost when the body is visible, and the slider needs them every frame.
struct VelocityKnob: View {
    @State private var drag = DragState.inactive
    @State private var value: Double = 0
    @StateObject private var model = KnobModel()
    let range: ClosedRange<Double>

    var body: some View {
        GeometryReader { proxy in
            Circle()
                .offset(x: model.offset)
                .gesture(
                    DragGesture(coordinateSpace: .global)
                        .onChanged { change in
                            let velocity = calculateVelocity(translation: change.translation.width, time: change.time)
                            drag = .dragging(time: change.time, translation: change.translation.width, velocity: velocity)
                            let (start, end) = calculateEndPoints(proxy.size)
                            let parameter = calculateParameter(start, end, change.location)
                            value = range.lowerBound + (range.upperBound - range.lowerBound) * Double(parameter)
                            let limit = model.calculateDragLimit()
                            model.offset = min(max(change.translation.width + model.lastOffset, -limit), limit)
                        }
                        .onEnded { _ in
                            model.lastOffset = model.offset
                            drag = .inactive
                        }
                )
        }
        .accessibilityAdjustableAction { direction in
            value = direction == .increment ? min(value + 1, range.upperBound) : max(value - 1, range.lowerBound)
        }
    }

    private func calculateVelocity(translation: CGFloat, time: Date) -> CGFloat {
        guard let last = drag.time else { return .zero }
        let dx = translation - drag.translation
        let dt = CGFloat(1 / last.timeIntervalSince(time))
        return dx * dt
    }

    private func calculateEndPoints(_ size: CGSize) -> (start: CGPoint, end: CGPoint) {
        let inset = min(size.width, size.height) / 2
        return (CGPoint(x: inset, y: size.height / 2), CGPoint(x: size.width - inset, y: size.height / 2))
    }
}

/// A top-level helper in the project, calling another cheap one.
func calculateParameter(_ start: CGPoint, _ end: CGPoint, _ point: CGPoint) -> CGFloat {
    let projected = projectOnto(start, end, point)
    guard end.x != start.x else { return 0 }
    return max(min(projected / (end.x - start.x), 1), 0)
}

func projectOnto(_ start: CGPoint, _ end: CGPoint, _ point: CGPoint) -> CGFloat {
    (point.x - start.x) * (end.x - start.x) + (point.y - start.y) * (end.y - start.y)
}

final class KnobModel: ObservableObject {
    @Published var offset: CGFloat = 0
    var lastOffset: CGFloat = 0
    var trackWidth: CGFloat = 300
    var knobWidth: CGFloat = 44

    func calculateDragLimit() -> CGFloat {
        max(0, trackWidth / 2 - knobWidth / 2)
    }
}

enum DragState {
    case inactive
    case dragging(time: Date, translation: CGFloat, velocity: CGFloat)

    var time: Date? {
        if case .dragging(let time, _, _) = self { return time }
        return nil
    }

    var translation: CGFloat {
        if case .dragging(_, let translation, _) = self { return translation }
        return 0
    }
}
