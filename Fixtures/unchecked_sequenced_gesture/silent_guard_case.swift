import SwiftUI

struct DraggableCard: View {
    @State private var position: CGSize = .zero
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .updating($dragOffset) { value, state, _ in
                        switch value {
                        case .second(true, let drag?): state = drag.translation
                        default: break
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        position.width += drag.translation.width
                        position.height += drag.translation.height
                    }
            )
            .accessibilityAction(named: "Move right") { position.width += 40 }
    }
}
