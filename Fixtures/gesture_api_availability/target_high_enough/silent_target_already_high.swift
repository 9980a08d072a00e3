import SwiftUI
import UIKit

/// Everything here is available at iOS 17 / macOS 14; the iOS 18 API is marked.
struct ModernGestures: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var speed: CGFloat = 0

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(MagnifyGesture().onEnded { value in scale = min(max(value.magnification, 1), 4) })
            .simultaneousGesture(RotateGesture().onEnded { value in angle += value.rotation })
            .simultaneousGesture(DragGesture().onEnded { speed = $0.velocity.width })
            .accessibilityZoomAction { _ in scale = 2 }
            .accessibilityAction(named: "Rotate") { angle += .degrees(90) }
            .onTapGesture(count: 2, coordinateSpace: .global) { _ in scale = 1 }
    }
}

@available(iOS 18, *)
struct ForcePress: UIGestureRecognizerRepresentable {
    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        UILongPressGestureRecognizer()
    }
}
