import SwiftUI

/// Before SpatialTapGesture, a zero-distance drag beside the tap remembered where the finger
/// landed; the tap is the interaction, the drag only feeds it a point.
struct SeatMap: View {
    let seats: [Seat]
    var onPick: (Seat) -> Void
    @State private var touchPoint: CGPoint = .zero

    var body: some View {
        Canvas { context, _ in
            for seat in seats {
                context.fill(Path(ellipseIn: seat.frame), with: .color(seat.isFree ? .green : .gray))
            }
        }
        .onTapGesture(count: 2) {
            if let seat = seats.first(where: { $0.frame.contains(touchPoint) }) { onPick(seat) }
        }
        .simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { touchPoint = $0.startLocation }
                .onEnded { value in touchPoint = value.location }
        )
    }
}

struct Seat: Identifiable {
    let id: Int
    var frame: CGRect
    var isFree: Bool
}
