import SwiftUI

/// A `Task` started on every frame, or behind a condition that nothing in the branch updates (or
/// updates only sometimes), or that tests a value made fresh on each frame: still per-frame work.
struct PanoramaViewer: View {
    @State private var heading: Double = 0
    @State private var lastRequested: Int?
    @State private var isLoading = false
    let tiles: TileStore

    var body: some View {
        PanoramaImage(heading: heading)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        heading = value.translation.width / 4
                        Task { await tiles.prefetch(around: heading) } // expect: heavy_gesture_callback@25
                    }
                    .onChanged { value in
                        let tile = Int(heading / 30)
                        if tile != lastRequested {
                            Task { await tiles.prefetch(around: Double(tile) * 30) } // expect: heavy_gesture_callback@29
                        }
                    }
                    .onChanged { value in
                        var previous = Int(heading / 30)
                        let tile = Int(value.translation.width / 120)
                        if tile != previous {
                            previous = tile
                            Task { await tiles.prefetch(around: Double(previous) * 30) } // expect: heavy_gesture_callback@29
                        }
                    }
                    .onChanged { value in
                        let tile = Int(heading / 30)
                        if tile != lastRequested {
                            if tile.isMultiple(of: 4) { lastRequested = tile }
                            Task { await tiles.prefetch(around: heading) } // expect: heavy_gesture_callback@29
                        }
                    }
                    .onChanged { value in
                        if value.translation.width > 40 || !isLoading {
                            isLoading = true
                            Task { await tiles.prefetch(around: heading) } // expect: heavy_gesture_callback@29
                        }
                    }
            )
            .accessibilityAdjustableAction { direction in
                heading += direction == .increment ? 15 : -15
            }
    }
}

actor TileStore {
    func prefetch(around heading: Double) async {}
}
