import SwiftUI

struct Draggable: ViewModifier {
    @State private var offset = CGSize.zero
    @GestureState private var dragging = CGSize.zero

    func body(content: Content) -> some View {
        content
            .offset(x: offset.width + dragging.width, y: offset.height + dragging.height)
            .gesture(
                DragGesture()
                    .updating($dragging) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        offset.width += value.translation.width
                        offset.height += value.translation.height
                    }
            )
    }
}

extension View {
    func draggable() -> some View { modifier(Draggable()) }
}
