import SwiftUI

/// Gestures the outline cannot see into, and an explicit mask: no guess.
struct Whiteboard: View {
    var tool: Tool
    @State private var isLocked = false

    var body: some View {
        Canvas { _, _ in }
            .gesture(tool.gesture)
            .gesture(makeGestureFromPlugin())
            .gesture(DragGesture().onChanged { _ in }, including: isLocked ? .none : .all)
            .gesture(MagnifyGesture().onChanged { _ in })
    }

    func makeGestureFromPlugin() -> AnyGesture<Void> {
        PluginRegistry.shared.gesture()
    }
}
