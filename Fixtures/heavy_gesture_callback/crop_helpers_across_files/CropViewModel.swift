import SwiftUI

final class CropViewModel: ObservableObject {
    @Published var scale: CGFloat = 1
    @Published var offset: CGSize = .zero
    @Published var preview: CGImage?
    var lastScale: CGFloat = 1
    var lastOffset: CGSize = .zero
    var imageSize = CGSize(width: 1200, height: 900)
    var maskSize = CGSize(width: 300, height: 300)
    let maxScale: CGFloat = 4

    func calculateDragLimit() -> CGPoint {
        let x = max(0, imageSize.width / 2 * scale - maskSize.width / 2)
        let y = max(0, imageSize.height / 2 * scale - maskSize.height / 2)
        return CGPoint(x: x, y: y)
    }

    func calculateMagnificationBounds() -> (CGFloat, CGFloat) {
        (max(maskSize.width / imageSize.width, maskSize.height / imageSize.height), maxScale)
    }

    func processPreview(of image: UIImage) {
        let renderer = UIGraphicsImageRenderer(size: maskSize)
        let data = renderer.pngData { context in image.draw(at: .zero) }
        try? data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("preview.png"))
    }
}
