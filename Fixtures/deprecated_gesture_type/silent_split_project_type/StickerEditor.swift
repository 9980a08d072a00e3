import SwiftUI

/// ...and the editor uses the modern gestures, and records into the project's `RotationGesture` declared in the other file.
struct StickerEditor: View {
    @Binding var transform: StickerTransform
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist = Angle.zero

    var body: some View {
        Image(systemName: "star.fill")
            .scaleEffect(transform.scale * pinch)
            .rotationEffect(.degrees(transform.degrees) + twist)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .simultaneously(with: RotateGesture().updating($twist) { value, state, _ in state = value.rotation })
            )
            .onChange(of: transform.degrees) { _, degrees in
                transform.history.append(RotationGesture(degrees: degrees, recordedAt: .now))
            }
            .accessibilityZoomAction { action in
                transform.scale = action.direction == .zoomIn ? min(transform.scale * 1.25, 4) : max(transform.scale / 1.25, 0.25)
            }
    }
}
