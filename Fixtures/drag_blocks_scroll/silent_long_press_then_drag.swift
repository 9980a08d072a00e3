import SwiftUI

/// The drag only starts after a long press, so scrolling keeps working.
struct ReorderBoard: View {
    let tiles: [String]
    @GestureState private var lift: CGSize = .zero

    private var pickUp: some Gesture {
        LongPressGesture(minimumDuration: 0.3)
            .sequenced(before: DragGesture())
            .updating($lift) { value, state, _ in
                switch value {
                case .second(true, let drag?):
                    state = drag.translation
                default:
                    state = .zero
                }
            }
    }

    var body: some View {
        ScrollView {
            ForEach(tiles, id: \.self) { tile in
                Text(tile)
                    .offset(lift)
                    .gesture(pickUp)
            }
        }
    }
}
