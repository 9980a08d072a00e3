import Foundation

/// A project model that happens to be called like a SwiftUI type is declared in this file...
struct StickerTransform: Codable {
    var scale: Double = 1
    var degrees: Double = 0
}
