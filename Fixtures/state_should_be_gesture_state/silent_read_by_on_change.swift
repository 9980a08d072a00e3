import SwiftUI

/// (v2) `.onChange(of: isDragging)` reacts to the drag's end: the flag must last long enough to
/// be seen changing, which a @GestureState (reset on cancel without a change the view can
/// observe in order) does not promise.
struct DraggableWidget: View {
    @State private var isDragging = false
    @State private var position = CGPoint(x: 100, y: 100)
    let onSettle: (CGPoint) -> Void

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 120, height: 80)
            .position(position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        isDragging = true
                        position = value.location
                    }
                    .onEnded { _ in isDragging = false }
            )
            .onChange(of: isDragging) { _, dragging in
                if !dragging { onSettle(position) }
            }
            .accessibilityAction(named: "Center") { position = CGPoint(x: 100, y: 100) }
    }
}
