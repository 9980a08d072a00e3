import SwiftUI

/// A hand-written preview that springs back: `.onEnded` puts every property back, nothing lasts.
struct TiltingPoster: View {
    @State private var tilt: Angle = .zero
    @State private var lift: CGFloat = 1

    var body: some View {
        Image("poster")
            .rotation3DEffect(tilt, axis: (x: 1, y: 0, z: 0))
            .scaleEffect(lift)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        tilt = .degrees(min(max(value.translation.height / 10, -15), 15))
                        lift = 1.05
                    }
                    .onEnded { _ in
                        withAnimation(.spring(duration: 0.4)) {
                            tilt = .zero
                            lift = 1
                        }
                    }
            )
    }
}
