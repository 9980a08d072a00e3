import SwiftUI

/// Loops over the model's collections (however they are spelled) still run on every frame.
struct KanbanBoard: View {
    @State private var cards: [Card] = []
    @State private var hovered: Card.ID?
    @State private var columns = ["Todo", "Doing", "Done"]
    private let lanes = (0..<64).map { $0 }

    var body: some View {
        CardColumns(cards: cards)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        for card in cards where card.frame.contains(value.location) { // expect: heavy_gesture_callback@25
                            hovered = card.id
                        }
                        for index in 0..<cards.count { // expect: heavy_gesture_callback@25
                            cards[index].isHighlighted = cards[index].id == hovered
                        }
                        for lane in lanes where lane == Int(value.location.x) { // expect: heavy_gesture_callback@25
                            hovered = cards.indices.contains(lane) ? cards[lane].id : nil
                        }
                        for column in columns.indices { // three columns written out, element writes only: silent
                            columns[column] = columns[column].capitalized
                        }
                    }
            )
            .accessibilityAction(named: "Next card") { hovered = cards.first?.id }
    }
}

struct Card: Identifiable {
    let id: Int
    var frame: CGRect
    var isHighlighted = false
}

/// Arrays that start as short literals but grow (appended to, passed on as a whole binding): still the model.
struct PlaylistStrip: View {
    @State private var tracks = [Track(title: "Intro"), Track(title: "Outro")]
    @State private var queued = [Track(title: "Next")]
    @State private var focus: Int?

    var body: some View {
        HStack {
            ForEach(tracks.indices, id: \.self) { Text(tracks[$0].title) }
            QueueEditor(queue: $queued)
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    for index in tracks.indices where tracks[index].title.count > Int(value.location.x) { // expect: heavy_gesture_callback@21
                        focus = index
                    }
                    for track in queued where track.title.isEmpty { // expect: heavy_gesture_callback@21
                        focus = nil
                    }
                }
                .onEnded { _ in tracks.append(Track(title: "Recorded")) }
        )
        .accessibilityAction(named: "Focus first") { focus = 0 }
    }
}

struct Track {
    var title: String
}

struct QueueEditor: View {
    @Binding var queue: [Track]
    var body: some View { Button("Add") { queue.append(Track(title: "New")) } }
}
