import SwiftUI

/// (v2) The near miss: the same release also eases the position the drag moved.
struct DraggableSticker: View {
    @State private var position = CGPoint(x: 160, y: 240)
    @State private var labelOpacity: Double = 1
    let home = CGPoint(x: 160, y: 240)

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.largeTitle)
            .position(position)
            .overlay(Text("Drag me").opacity(labelOpacity))
            .gesture(
                DragGesture()
                    .onChanged { value in position = value.location }
                    .onEnded { _ in
                        withAnimation(.linear(duration: 0.2)) { labelOpacity = 0 }
                        withAnimation(.easeInOut(duration: 0.3)) { position = home } // expect: gesture_animation_curve@40
                    }
            )
            .accessibilityAction(named: "Reset") { position = home }
    }
}
