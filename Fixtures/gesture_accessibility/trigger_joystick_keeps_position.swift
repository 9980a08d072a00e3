import SwiftUI

final class PadMonitor: ObservableObject {
    @Published var xyPoint: CGPoint = .zero
}

/// (fix7) Near misses of the recentring joystick: the option that keeps the thumb where it was
/// released is on by default, the rest position is a `var` the view can change, or the clamping
/// helper also records the value.
struct LockingPad: ViewModifier {
    @ObservedObject var monitor: PadMonitor
    private let midPoint: CGPoint
    private let locksInPlace: Bool
    @Binding var thumbPosition: CGPoint

    init(thumbPosition: Binding<CGPoint>, monitor: PadMonitor, width: CGFloat, locksInPlace locks: Bool = true) {
        self.monitor = monitor
        self._thumbPosition = thumbPosition
        self.midPoint = CGPoint(x: width / 2, y: width / 2)
        self.locksInPlace = locks
    }

    func body(content: Content) -> some View {
        content
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in self.thumbPosition = value.location }
                    .onEnded { _ in
                        if !locksInPlace {
                            self.thumbPosition = self.midPoint
                        }
                    }
            )
    }
}

struct MovingRestPad: View {
    var restPoint: CGPoint
    @Binding var thumb: CGPoint

    var body: some View {
        Circle()
            .position(thumb)
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in thumb = value.location }
                    .onEnded { _ in thumb = restPoint }
            )
    }
}

struct RecordingPad: View {
    private let midPoint = CGPoint(x: 50, y: 50)
    @State private var thumb = CGPoint(x: 50, y: 50)
    @State private var lastX: CGFloat = 0

    func clamp(_ value: inout CGFloat) {
        value = min(max(value, 0), 100)
        lastX = value
    }

    var body: some View {
        Circle()
            .position(thumb)
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        var x = value.location.x
                        clamp(&x)
                        thumb = CGPoint(x: x, y: value.location.y)
                    }
                    .onEnded { _ in thumb = midPoint }
            )
    }
}
