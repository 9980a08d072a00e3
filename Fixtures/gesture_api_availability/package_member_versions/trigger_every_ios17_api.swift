import SwiftUI

/// Every iOS 17 gesture API, used in a package that still supports iOS 16 and macOS 13.
struct PhotoEditor: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var fling: CGFloat = 0
    @State private var marker: CGPoint = .zero

    private var pinch: some Gesture {
        MagnifyGesture() // expect: gesture_api_availability@9
            .onEnded { value in scale = min(max(scale * value.magnification, 1), 4) }
    }

    var body: some View {
        Image("photo")
            .scaleEffect(scale)
            .rotationEffect(angle)
            .gesture(pinch)
            .simultaneousGesture(RotateGesture().onEnded(finishRotation)) // expect: gesture_api_availability@34
            .accessibilityZoomAction { _ in scale = scale == 1 ? 2 : 1 }
            .accessibilityAdjustableAction { _ in angle += .degrees(15) }
            .onTapGesture(count: 2, coordinateSpace: .local) { location in marker = location } // expect: gesture_api_availability@14
            .simultaneousGesture(
                DragGesture().onEnded { value in
                    fling = value.velocity.width // expect: gesture_api_availability@35
                }
            )
    }

    private func finishRotation(_ value: RotateGesture.Value) { // expect: gesture_api_availability@42
        angle += value.rotation
    }
}
