import SwiftUI

/// (fix3) A long press then drag that only moves the circle while held: the press's `.onEnded`
/// sets `isDragging` while the whole gesture runs, and the drag's `.onEnded` puts it and the
/// offset back, so nothing lasts.
struct PickUpCircle: View {
    @State private var offset = CGSize.zero
    @State private var isDragging = false

    var body: some View {
        let drag = DragGesture()
            .onChanged { value in offset = value.translation }
            .onEnded { _ in
                withAnimation {
                    offset = .zero
                    isDragging = false
                }
            }
        let press = LongPressGesture()
            .onEnded { _ in
                withAnimation { isDragging = true }
            }
        Circle()
            .fill(.red)
            .frame(width: 64, height: 64)
            .scaleEffect(isDragging ? 1.5 : 1)
            .offset(offset)
            .gesture(press.sequenced(before: drag))
    }
}
