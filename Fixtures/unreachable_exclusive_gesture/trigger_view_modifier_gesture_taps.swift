import SwiftUI

struct LikeOnDoubleTap: ViewModifier {
    @Binding var liked: Bool
    var open: () -> Void

    func body(content: Content) -> some View {
        content
            .gesture(TapGesture().onEnded(open))
            .gesture(TapGesture(count: 2).onEnded { liked = true }) // expect: unreachable_exclusive_gesture@22
            .accessibilityAction(named: "Like") { liked = true }
    }
}

struct PinCanvas: View {
    @State private var pins: [CGPoint] = []

    var body: some View {
        Color.gray
            .gesture(
                SpatialTapGesture()
                    .onEnded { value in pins.append(value.location) }
                    .exclusively(before: SpatialTapGesture(count: 2).onEnded { _ in pins.removeAll() }) // expect: unreachable_exclusive_gesture@42
            )
            .accessibilityAction(named: "Clear pins") { pins.removeAll() }
    }
}
