import SwiftUI

/// The project declares its own `RotationGesture` (a recorded gesture sample), not SwiftUI's.
struct RotationGesture: Identifiable, Codable {
    var id = UUID()
    var degrees: Double
    var duration: TimeInterval
}

struct GestureLogView: View {
    let samples: [RotationGesture]

    var body: some View {
        List(samples) { sample in
            Text("\(sample.degrees, specifier: "%.0f")° in \(sample.duration, specifier: "%.1f") s")
        }
        .toolbar {
            Button("Add") { print(RotationGesture(degrees: 90, duration: 0.4)) }
        }
    }
}
