import SwiftUI

/// The per-frame callback closes a latch on its first frame: the work it guards runs once per drag.
struct StickerCanvas: View {
    @State private var stickers: [Sticker] = []
    @State private var draggedID: Sticker.ID?
    @State private var hasLifted = false
    @GestureState private var lift: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(stickers) { sticker in
                Text(sticker.emoji)
                    .offset(draggedID == sticker.id ? lift : .zero)
                    .zIndex(sticker.layer)
                    .gesture(
                        DragGesture()
                            .updating($lift) { value, state, _ in state = value.translation }
                            .onChanged { _ in
                                if !hasLifted {
                                    hasLifted = true
                                    let top = stickers.map(\.layer).max() ?? 0
                                    bringForward(sticker.id, above: top)
                                }
                                if draggedID == nil {
                                    draggedID = sticker.id
                                    stickers.sort { $0.layer < $1.layer }
                                }
                            }
                            .onEnded { value in
                                move(sticker.id, by: value.translation)
                                hasLifted = false
                                draggedID = nil
                            }
                    )
                    .accessibilityAction(named: "Move right") { move(sticker.id, by: CGSize(width: 20, height: 0)) }
            }
        }
        .onDisappear {
            hasLifted = false
            draggedID = nil
        }
    }

    private func bringForward(_ id: Sticker.ID, above layer: Double) {
        if let index = stickers.firstIndex(where: { $0.id == id }) { stickers[index].layer = layer + 1 }
    }

    private func move(_ id: Sticker.ID, by delta: CGSize) {
        if let index = stickers.firstIndex(where: { $0.id == id }) { stickers[index].position.x += delta.width }
    }
}

struct Sticker: Identifiable {
    let id = UUID()
    var emoji = "⭐️"
    var layer: Double = 0
    var position = CGPoint.zero
}
