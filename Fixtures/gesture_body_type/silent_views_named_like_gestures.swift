import SwiftUI

struct GestureHintView: View {
    var body: some View {
        Label("Pinch to zoom", systemImage: "hand.pinch")
    }
}

struct DragGestureDemo: View {
    var body: some View {
        GestureHintView()
    }
}
