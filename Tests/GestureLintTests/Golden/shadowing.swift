import SwiftUI

struct DragGesture: View {
    var body: some View { Text("a view named like a gesture") }
}

extension View {
    func onTapGesture(perform action: @escaping () -> Void) -> some View {
        self.overlay(Button("", action: action).opacity(0.01))
    }
}

struct Screen: View {
    @State private var tapped = false
    var body: some View {
        VStack {
            DragGesture()
            Text("Tap").onTapGesture { tapped = true }
            Text("Twice").onTapGesture(count: 2) { tapped = false }
        }
    }
}
