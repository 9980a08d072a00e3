import SwiftUI

/// Every spring form carries the gesture's momentum.
struct SpringGallery: View {
    @State private var offsets: [CGFloat] = [0, 0, 0, 0, 0]

    var body: some View {
        VStack(spacing: 12) {
            card(0).gesture(drag(0) { withAnimation(.spring) { offsets[0] = 0 } })
            card(1).gesture(drag(1) { withAnimation(.snappy(duration: 0.3)) { offsets[1] = 0 } })
            card(2).gesture(drag(2) { withAnimation(.bouncy) { offsets[2] = 0 } })
            card(3).gesture(drag(3) { withAnimation(.smooth) { offsets[3] = 0 } })
            card(4).gesture(drag(4) { withAnimation(.interactiveSpring(response: 0.3)) { offsets[4] = 0 } })
        }
        .accessibilityAction(named: "Reset") { offsets = [0, 0, 0, 0, 0] }
    }

    private func card(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 8).frame(height: 44).offset(x: offsets[index])
    }

    private func drag(_ index: Int, release: @escaping () -> Void) -> some Gesture {
        DragGesture()
            .onChanged { value in offsets[index] = value.translation.width }
            .onEnded { _ in release() }
    }
}
