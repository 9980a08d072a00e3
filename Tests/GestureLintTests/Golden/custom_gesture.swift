import SwiftUI

struct SwipeGesture: Gesture {
    enum Direction { case left, right }
    var minimumDistance: CGFloat = 40

    var body: some Gesture {
        DragGesture(minimumDistance: minimumDistance)
            .map { value in value.translation.width < 0 ? Direction.left : Direction.right }
    }
}

struct Pager: View {
    @State private var page = 0

    var body: some View {
        Text("Page \(page)")
            .gesture(
                SwipeGesture()
                    .onEnded { direction in
                        page += direction == .left ? 1 : -1
                    }
            )
    }
}
