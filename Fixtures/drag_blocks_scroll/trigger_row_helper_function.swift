import SwiftUI

struct TodoList: View {
    let items: [String]
    @State private var done: Set<String> = []

    var body: some View {
        List(items, id: \.self) { item in
            row(for: item)
        }
    }

    private func row(for item: String) -> some View {
        Label(item, systemImage: done.contains(item) ? "checkmark.circle" : "circle")
            .gesture(DragGesture().onEnded { _ in done.insert(item) }) // expect: drag_blocks_scroll
            .accessibilityAction(named: "Complete") { done.insert(item) }
    }
}
