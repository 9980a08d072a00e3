import SwiftUI

/// (v2) Near misses of an empty axis set: a horizontal scroll view, and one whose axes are not
/// a constant, both still scroll, and a DragGesture takes movement along either axis.
struct CarouselView: View {
    let stickers: [String]
    let locked: Bool
    @State private var moved: String?

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(stickers, id: \.self) { sticker in
                    Text(sticker)
                        .gesture(DragGesture().onEnded { _ in moved = sticker }) // expect: drag_blocks_scroll
                        .accessibilityAction(named: "Move") { moved = sticker }
                }
            }
        }
    }

    var maybeLocked: some View {
        ScrollView(locked ? [] : .vertical) {
            ForEach(stickers, id: \.self) { sticker in
                Text(sticker)
                    .gesture(DragGesture().onEnded { _ in moved = sticker }) // expect: drag_blocks_scroll
                    .accessibilityAction(named: "Move") { moved = sticker }
            }
        }
    }
}
