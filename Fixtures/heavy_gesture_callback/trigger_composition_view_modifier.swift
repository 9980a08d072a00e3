import SwiftUI

/// A ViewModifier whose simultaneous pinch+twist renders a preview per frame, only on iOS.
struct TransformPreview: ViewModifier {
    @State private var preview: Image?
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    let renderer: PreviewRenderer

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale)
            .rotationEffect(angle)
            #if os(iOS)
            .gesture(
                MagnifyGesture()
                    .simultaneously(with: RotateGesture())
                    .onChanged { value in
                        scale = min(max(value.first?.magnification ?? 1, 0.5), 3)
                        angle = value.second?.rotation ?? .zero
                        preview = renderer.renderPreview(scale: scale, angle: angle) // expect: heavy_gesture_callback@44
                    }
            )
            #endif
            .accessibilityZoomAction { action in
                scale = action.direction == .zoomIn ? min(scale * 1.25, 3) : max(scale / 1.25, 0.5)
            }
    }
}

final class PreviewRenderer {
    var layers: [CGImage] = []

    func renderPreview(scale: CGFloat, angle: Angle) -> Image? {
        guard let context = CGContext(data: nil, width: 512, height: 512, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) else { return nil }
        context.rotate(by: angle.radians)
        context.scaleBy(x: scale, y: scale)
        for layer in layers { context.draw(layer, in: CGRect(x: 0, y: 0, width: 512, height: 512)) }
        return context.makeImage().map { Image(decorative: $0, scale: 1) }
    }
}
