import SwiftUI

/// (v2) The timing curve animates something the gesture did not move: a ripple's progress after
/// a tap-like drag, and a fade of the hint label. There is no momentum to carry.
struct RippleButton: View {
    let action: () -> Void
    @State private var touch: CGPoint = .zero
    @State private var rippleProgress: CGFloat = 0
    @State private var hintOpacity: Double = 1

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14).fill(.blue)
            Circle()
                .fill(.white.opacity(0.3))
                .frame(width: 200 * rippleProgress, height: 200 * rippleProgress)
                .position(touch)
            Text("Swipe up").opacity(hintOpacity)
        }
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in touch = value.location }
                .onEnded { value in
                    rippleProgress = 0
                    withAnimation(.easeOut(duration: 0.4)) { rippleProgress = 1 }
                    withAnimation(.linear(duration: 0.2)) { hintOpacity = 0 }
                    if value.translation.height < -40 { action() }
                }
        )
        .accessibilityAction { action() }
    }
}
