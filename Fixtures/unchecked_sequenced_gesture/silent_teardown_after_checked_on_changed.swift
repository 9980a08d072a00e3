import SwiftUI

/// Press-and-drag reordering: onChanged begins the move only in the second phase, and the
/// value-free onEnded ends it whatever phase the sequence stopped in.
struct ReorderHandle: View {
    let row: PlaylistRow
    @ObservedObject var reorder: ReorderSession

    var body: some View {
        Image(systemName: "line.3.horizontal")
            .padding(8)
            .gesture(
                LongPressGesture(minimumDuration: 0.2)
                    .sequenced(before: DragGesture(coordinateSpace: .named("playlist")))
                    .onChanged { value in
                        guard case .second(true, let drag) = value else { return }
                        if reorder.movingRow == nil { reorder.begin(row) }
                        if let drag { reorder.hover(at: drag.location) }
                    }
                    .onEnded { _ in
                        reorder.finish()
                    }
            )
            .accessibilityAction(named: "Move up") { reorder.step(row, by: -1) }
            .accessibilityAction(named: "Move down") { reorder.step(row, by: 1) }
    }
}

final class ReorderSession: ObservableObject {
    @Published var movingRow: PlaylistRow.ID?
    func begin(_ row: PlaylistRow) { movingRow = row.id }
    func hover(at point: CGPoint) {}
    func finish() { movingRow = nil }
    func step(_ row: PlaylistRow, by offset: Int) {}
}

struct PlaylistRow: Identifiable {
    let id = UUID()
}
