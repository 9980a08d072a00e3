import SwiftUI

final class StickMonitor: ObservableObject {
    @Published var xyPoint: CGPoint = .zero
}

/// (fix7) A joystick: the thumb follows the finger and goes back to the centre on release,
/// unless the caller opts out (`locksInPlace`, off by default); the monitor gets `.zero` back.
struct StickRecognizer: ViewModifier {
    @ObservedObject var monitor: StickMonitor
    private let width: CGFloat
    private let midPoint: CGPoint
    private let locksInPlace: Bool
    @Binding var thumbPosition: CGPoint

    init(thumbPosition: Binding<CGPoint>, monitor: StickMonitor, width: CGFloat, locksInPlace locks: Bool = false) {
        self.monitor = monitor
        self._thumbPosition = thumbPosition
        self.width = width
        self.midPoint = CGPoint(x: width / 2, y: width / 2)
        self.locksInPlace = locks
    }

    func clamp(_ value: inout CGFloat) {
        if value <= 0 { value = 0 } else if value > width { value = width }
    }

    func emit(for point: CGPoint) {
        monitor.xyPoint = point
    }

    func body(content: Content) -> some View {
        content
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        var thumbX = value.location.x
                        var thumbY = value.location.y
                        self.clamp(&thumbX)
                        self.clamp(&thumbY)
                        self.thumbPosition = CGPoint(x: thumbX, y: thumbY)
                        let position = CGPoint(x: value.location.x - midPoint.x, y: value.location.y - midPoint.y)
                        self.emit(for: position)
                    }
                    .onEnded { _ in
                        if !locksInPlace {
                            self.thumbPosition = self.midPoint
                            self.emit(for: .zero)
                        }
                    }
                    .exclusively(
                        before: LongPressGesture(minimumDuration: 0.0, maximumDistance: 0.0)
                            .onEnded { _ in
                                if !locksInPlace {
                                    self.thumbPosition = self.midPoint
                                    self.emit(for: .zero)
                                }
                            }
                    )
            )
    }
}
