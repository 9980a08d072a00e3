import SwiftUI

struct ReorderList: View {
    @State private var items = ["A", "B", "C", "D"]
    @State private var dragging: String?
    @State private var dragOffset: CGFloat = 0
    private let rowHeight: CGFloat = 44

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .frame(maxWidth: .infinity, minHeight: rowHeight)
                        .offset(y: dragging == item ? dragOffset : 0)
                        .zIndex(dragging == item ? 1 : 0)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    dragging = item
                                    dragOffset = value.translation.height
                                    let steps = Int((dragOffset / rowHeight).rounded())
                                    if let from = items.firstIndex(of: item), steps != 0 {
                                        let to = min(max(from + steps, 0), items.count - 1)
                                        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
                                        dragOffset -= CGFloat(steps) * rowHeight
                                    }
                                }
                                .onEnded { _ in
                                    dragging = nil
                                    dragOffset = 0
                                }
                        )
                }
            }
        }
    }
}
