import SwiftUI

/// (v2) Near misses of the touch-down recognizer: a drag with the default minimum distance does
/// not start on touch-down, and a zero-duration press attached with `.simultaneousGesture` is a
/// deliberate choice.
struct SwipeableTile: View {
    let favorite: () -> Void
    @State private var offset: CGFloat = 0
    @State private var isPressed = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 16).fill(.indigo)
            Button(action: favorite) { Image(systemName: "star") }
        }
        .offset(x: offset)
        .gesture(
            DragGesture()
                .onChanged { offset = $0.translation.width }
                .onEnded { _ in withAnimation(.spring) { offset = 0 } }
        )
        .simultaneousGesture(
            LongPressGesture(minimumDuration: 0)
                .onEnded { _ in isPressed.toggle() }
        )
    }
}
