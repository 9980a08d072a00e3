import SwiftUI

/// The project's own `MagnifyGesture` (it predates SwiftUI's), names that contain the words,
/// a `velocity` that is not a drag value's, comments and strings.
struct MagnifyGesture: Gesture {
    var body: some Gesture { DragGesture(minimumDistance: 0) }
}

struct Particle {
    var velocity: CGVector = .zero
}

struct Playground: View {
    @State private var particle = Particle()
    let myRotateGestureHandler = "rotate"
    // RotateGesture() needs iOS 17
    let help = "Use SpatialTapGesture() and value.velocity on iOS 17"

    var body: some View {
        Color.black
            .gesture(MagnifyGesture())
            .simultaneousGesture(LongPressGesture().onEnded { _ in
                particle.velocity = CGVector(dx: 1, dy: 0)
            })
            .accessibilityAction(named: "Push") { particle.velocity.dx += 1 }
            .onAppear { print(particle.velocity, myRotateGestureHandler) }
    }
}
