import SwiftUI

/// Long press then drag: the composition's updating shows the lift and the drag.
struct LiftAndDragTile: View {
    enum DragState {
        case inactive, pressing, dragging(CGSize)
        var offset: CGSize { if case .dragging(let size) = self { return size } else { return .zero } }
        var isActive: Bool { if case .inactive = self { return false } else { return true } }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var position = CGSize.zero
    let moveToTop: () -> Void

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 120, height: 80)
            .scaleEffect(dragState.isActive ? 1.1 : 1)
            .offset(x: position.width + dragState.offset.width, y: position.height + dragState.offset.height)
            .gesture(
                LongPressGesture(minimumDuration: 1)
                    .sequenced(before: DragGesture())
                    .updating($dragState) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                        default: state = .inactive
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        position.width += drag.translation.width
                        position.height += drag.translation.height
                    }
            )
            .accessibilityAction(named: "Move to top", moveToTop)
    }
}
