import SwiftUI

/// The project's own `calculate*`/`compute*` helpers whose bodies do walk the model: still reported.
struct TimelineScrubber: View {
    @State private var playhead: Double = 0
    @State private var snapped: Marker.ID?
    @Binding var selected: Marker.ID
    @StateObject private var layout = TimelineLayout()
    let markers: [Marker]

    var body: some View {
        GeometryReader { proxy in
            TimelineTrack(markers: markers, playhead: playhead)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            playhead = max(0, min(1, value.location.x / proxy.size.width))
                            snapped = calculateNearestMarker(to: playhead) // expect: heavy_gesture_callback@39
                            layout.computeLanes(width: proxy.size.width) // expect: heavy_gesture_callback@36
                        }
                        .onEnded { _ in if let snapped { selected = snapped } }
                )
        }
        .accessibilityAdjustableAction { direction in
            playhead = direction == .increment ? min(1, playhead + 0.05) : max(0, playhead - 0.05)
        }
    }

    /// Walks every marker on each call.
    private func calculateNearestMarker(to position: Double) -> Marker.ID? {
        var best: (id: Marker.ID, distance: Double)?
        for marker in markers {
            let distance = abs(marker.position - position)
            if distance < best?.distance ?? .infinity { best = (marker.id, distance) }
        }
        return best?.id
    }
}

final class TimelineLayout: ObservableObject {
    @Published var lanes: [[Marker]] = []
    var markers: [Marker] = []

    /// Cheap itself, but the helper it calls sorts the whole model.
    func computeLanes(width: CGFloat) {
        lanes = groupIntoLanes(width: width)
    }

    private func groupIntoLanes(width: CGFloat) -> [[Marker]] {
        let ordered = markers.sorted { $0.position < $1.position }
        return [ordered]
    }
}

struct Marker: Identifiable {
    let id: Int
    var position: Double
}
