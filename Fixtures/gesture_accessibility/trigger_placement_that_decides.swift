import SwiftUI

/// (fix6) Near misses of a free placement: the place the drag leaves means something.

/// The kept position picks content: dropped low, the note shows its trash badge.
struct DroppableNote: View {
    @State private var spot = CGPoint(x: 100, y: 100)

    var body: some View {
        ZStack {
            Text("Note")
                .position(spot)
                .gesture(DragGesture().onChanged { value in spot = value.location }) // expect: gesture_accessibility
            if spot.y > 600 {
                Image(systemName: "trash")
            }
        }
    }
}

/// The position belongs to the caller (a `@Binding`): placing the pin edits the caller's data.
struct BoundPin: View {
    @Binding var pin: CGPoint

    var body: some View {
        Image(systemName: "mappin")
            .position(pin)
            .gesture(DragGesture().onChanged { value in pin = value.location }) // expect: gesture_accessibility
    }
}

final class Board: ObservableObject {
    @Published var cursor: CGPoint = .zero
}

/// A model handed in (not created by the view): others read what the drag leaves.
struct SharedCursor: View {
    @ObservedObject var board: Board

    var body: some View {
        Circle()
            .position(board.cursor)
            .gesture(DragGesture().onChanged { value in board.cursor = value.location }) // expect: gesture_accessibility
    }
}

/// The drag decides where the drawer rests (a snap), in one dimension: an open/closed state.
struct SnappingDrawer: View {
    @State private var drawer = CGSize.zero

    var body: some View {
        Rectangle()
            .offset(drawer)
            .gesture( // expect: gesture_accessibility
                DragGesture().onEnded { value in
                    if value.translation.height > 200 { drawer.height = 400 } else { drawer = .zero }
                }
            )
    }
}

/// The kept position is watched: a change of it runs an action.
struct ReportedMarker: View {
    let onMove: (CGPoint) -> Void
    @State private var marker = CGPoint.zero

    var body: some View {
        Circle()
            .position(marker)
            .gesture(DragGesture().onEnded { value in marker = value.location }) // expect: gesture_accessibility
            .onChange(of: marker) { _, new in onMove(new) }
    }
}

/// The position is handed on as a binding to a child that may do anything with it.
struct HandedOnOffset: View {
    @State private var shift = CGSize.zero

    var body: some View {
        VStack {
            Rectangle()
                .offset(shift)
                .gesture(DragGesture().onEnded { value in shift = value.translation }) // expect: gesture_accessibility
            OffsetEditor(offset: $shift)
        }
    }
}

struct OffsetEditor: View {
    @Binding var offset: CGSize
    var body: some View { Text("\(offset.width)") }
}

/// Besides the place, the drag keeps a flag (and a caption) that something else reads.
struct PlacedAndChecked: View {
    @State private var place = CGPoint.zero
    @State private var inside = false

    var body: some View {
        Circle()
            .position(place)
            .background(inside ? Color.green : Color.red)
            .gesture( // expect: gesture_accessibility
                DragGesture().onEnded { value in
                    place = value.location
                    inside = value.location.y < 200
                }
            )
    }
}
