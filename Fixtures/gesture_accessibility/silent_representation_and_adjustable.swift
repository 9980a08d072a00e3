import SwiftUI

struct BrightnessStrip: View {
    @Binding var brightness: Double

    var body: some View {
        VStack {
            Capsule()
                .gesture(DragGesture().onEnded { value in
                    brightness = min(max(brightness + value.translation.width / 300, 0), 1)
                })
                .accessibilityRepresentation {
                    Slider(value: $brightness, in: 0...1) { Text("Brightness") }
                }
            Circle()
                .gesture(RotateGesture().onEnded { value in
                    brightness = min(max(brightness + value.rotation.degrees / 360, 0), 1)
                })
                .accessibilityAdjustableAction { direction in
                    brightness += direction == .increment ? 0.1 : -0.1
                }
        }
    }
}
