import SwiftUI

enum Analytics {
    enum Event: String { case MagnificationGesture, RotationGesture }
    static func track(_ event: Event) {}
}

/// `Analytics.Event.MagnificationGesture` is an enum case, not SwiftUI's type.
struct ZoomHintView: View {
    @State private var shown = false

    var body: some View {
        Button("Show pinch hint") {
            shown = true
            Analytics.track(.MagnificationGesture)
            Analytics.track(Analytics.Event.RotationGesture)
        }
        .sheet(isPresented: $shown) { Text("Pinch with two fingers to zoom") }
    }
}
