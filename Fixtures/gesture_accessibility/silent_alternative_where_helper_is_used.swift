import SwiftUI

/// The accessible alternative sits where the helper is used, or on the container.
struct TaskBoard: View {
    @State private var done = false
    @State private var offsets: [CGFloat] = [0, 0]

    var body: some View {
        VStack {
            checkbox
                .accessibilityAction(named: "Complete") { done = true }
            VStack {
                lane(0)
                lane(1)
            }
            .accessibilityAction(named: "Reset lanes") { offsets = [0, 0] }
        }
    }

    private var checkbox: some View {
        Image(systemName: done ? "checkmark.square" : "square")
            .gesture(LongPressGesture(minimumDuration: 0.4).onEnded { _ in done = true })
    }

    private func lane(_ index: Int) -> some View {
        Capsule()
            .offset(x: offsets[index])
            .gesture(DragGesture().onEnded { value in offsets[index] += value.translation.width })
    }
}
