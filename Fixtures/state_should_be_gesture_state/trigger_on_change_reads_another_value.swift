import SwiftUI

/// (v2) `.onChange` watches the lasting position, not the transient flag.
struct DraggableSticker: View {
    @State private var isLifted = false // expect: state_should_be_gesture_state@24
    @State private var position = CGPoint(x: 100, y: 100)
    let onMove: (CGPoint) -> Void

    var body: some View {
        Image(systemName: "star.fill")
            .scaleEffect(isLifted ? 1.3 : 1)
            .position(position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        isLifted = true
                        position = value.location
                    }
                    .onEnded { _ in isLifted = false }
            )
            .onChange(of: position) { _, newValue in onMove(newValue) }
            .accessibilityAction(named: "Center") { position = CGPoint(x: 100, y: 100) }
    }
}
