import SwiftUI

final class PanelState {
    func saveWindowPosition() {}
}

/// (fix3) The window moves by its background; the drag only saves where it ended up.
struct PanelRoot: View {
    let state: PanelState

    var body: some View {
        Text("Clipboard")
            .gesture(DragGesture().onEnded { _ in state.saveWindowPosition() })
    }
}
