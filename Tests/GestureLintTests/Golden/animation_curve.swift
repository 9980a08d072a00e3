import SwiftUI

struct Drawer: View {
    @State private var open = false
    @State private var drag: CGFloat = 0

    var body: some View {
        Rectangle()
            .offset(x: drag)
            .gesture(
                DragGesture()
                    .onChanged { drag = $0.translation.width }
                    .onEnded { value in
                        withAnimation(.easeOut(duration: 0.2)) {
                            open = value.translation.width > 100
                            drag = 0
                        }
                    }
            )
            .onLongPressGesture {
                withAnimation { open.toggle() }
            }
    }
}
