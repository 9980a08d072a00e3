import SwiftUI

enum DragState {
    case inactive
    case pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
        switch self {
        case .inactive, .pressing: return .zero
        case .dragging(let translation): return translation
        }
    }
}

struct DraggableCircle: View {
    @GestureState private var dragState = DragState.inactive
    @State private var position = CGPoint(x: 100, y: 100)

    var body: some View {
        let longPressDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag?):
                    state = .dragging(translation: drag.translation)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                position.x += drag.translation.width
                position.y += drag.translation.height
            }

        return Circle()
            .frame(width: 80, height: 80)
            .position(position)
            .offset(dragState.translation)
            .gesture(longPressDrag)
    }
}
