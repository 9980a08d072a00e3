import Foundation

/// The project's own `RotationGesture`: a recorded rotation in a gesture log (not SwiftUI's type).
struct RotationGesture: Codable, Hashable {
    var degrees: Double
    var recordedAt: Date
}

struct StickerTransform: Codable {
    var scale: Double = 1
    var degrees: Double = 0
    var history: [RotationGesture] = []
}
