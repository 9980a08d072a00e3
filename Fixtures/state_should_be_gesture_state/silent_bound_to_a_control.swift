import SwiftUI

/// The brightness is also bound to a slider (`$brightness`), so it must stay @State.
struct BrightnessPad: View {
    @State private var brightness: Double = 0

    var body: some View {
        VStack {
            Slider(value: $brightness, in: -1...1)
            Rectangle()
                .fill(.white)
                .brightness(brightness)
                .gesture(
                    DragGesture()
                        .onChanged { value in brightness = min(max(-value.translation.height / 200, -1), 1) }
                        .onEnded { _ in brightness = 0 }
                )
                .accessibilityAdjustableAction { direction in
                    brightness = direction == .increment ? min(brightness + 0.1, 1) : max(brightness - 0.1, -1)
                }
        }
    }
}
