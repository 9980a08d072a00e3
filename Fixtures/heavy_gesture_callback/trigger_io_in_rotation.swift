import SwiftUI

struct DialSettings: Codable {
    var degrees: Double
}

/// Encoding and writing settings on every rotation update.
struct PersistentDial: View {
    @State private var angle = Angle.zero
    let settingsURL: URL

    var body: some View {
        Image(systemName: "dial.low")
            .font(.system(size: 80))
            .rotationEffect(angle)
            .gesture(
                RotateGesture()
                    .onChanged { value in
                        angle = value.rotation
                        let data = try? JSONEncoder().encode(DialSettings(degrees: angle.degrees)) // expect: heavy_gesture_callback@41
                        try? data?.write(to: settingsURL) // expect: heavy_gesture_callback@25
                    }
            )
            .accessibilityAdjustableAction { direction in
                angle += .degrees(direction == .increment ? 10 : -10)
            }
    }
}
