import SwiftUI

struct Composer: View {
    @State private var pressed = false
    @State private var offset: CGSize = .zero
    @State private var count = 0

    var body: some View {
        VStack {
            Circle()
                .gesture(
                    LongPressGesture()
                        .sequenced(before: DragGesture().onEnded { value in offset = value.translation })
                )
                .accessibilityAction(named: "Move") { offset.width += 10 }
            Circle()
                .gesture(
                    LongPressGesture().simultaneously(with: DragGesture())
                        .onEnded { _ in count += 1 }
                )
                .accessibilityAction(named: "Count") { count += 1 }
            Circle()
                .gesture(
                    LongPressGesture().sequenced(before: DragGesture())
                        .map { _ in true }
                        .onEnded { _ in count += 1 }
                )
                .accessibilityAction(named: "Count again") { count += 1 }
        }
    }
}
