import Observation
import CoreGraphics

/// The model clamps its own zoom in an observer, in its own file.
@Observable
final class ZoomModel {
    var zoom: CGFloat = 1 {
        didSet {
            if zoom != zoom.clamped(to: 0.5...6) { zoom = zoom.clamped(to: 0.5...6) }
        }
    }
}

extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
}
