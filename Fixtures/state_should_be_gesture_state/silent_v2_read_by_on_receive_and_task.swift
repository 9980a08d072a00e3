import SwiftUI
import Combine

/// (v2) `.onReceive` reads the flag to decide whether an incoming update may move the item: the
/// flag must hold the lasting "is being dragged" fact.
struct LiveTrackedPin: View {
    let updates: AnyPublisher<CGPoint, Never>
    @State private var isHeld = false
    @State private var position = CGPoint(x: 50, y: 50)

    var body: some View {
        Image(systemName: "mappin")
            .position(position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        isHeld = true
                        position = value.location
                    }
                    .onEnded { _ in isHeld = false }
            )
            .onReceive(updates) { point in
                if !isHeld { position = point }
            }
            .accessibilityAction(named: "Reset") { position = CGPoint(x: 50, y: 50) }
    }
}

/// (v2) A `.task(id:)` closure restarts when the flag changes and reads it to sync once the
/// drag ends.
struct SyncedSlider: View {
    let sync: (Double) async -> Void
    @State private var isScrubbing = false
    @State private var level: Double = 0.5

    var body: some View {
        Capsule()
            .frame(width: 200, height: 8)
            .overlay(alignment: .leading) { Circle().frame(width: 20).offset(x: level * 180) }
            .gesture(
                DragGesture()
                    .onChanged { value in
                        isScrubbing = true
                        level = min(max(value.location.x / 200, 0), 1)
                    }
                    .onEnded { _ in isScrubbing = false }
            )
            .task(id: isScrubbing) {
                if !isScrubbing { await sync(level) }
            }
            .accessibilityValue(Text("\(Int(level * 100)) percent"))
            .accessibilityAdjustableAction { direction in
                level += direction == .increment ? 0.1 : -0.1
            }
    }
}
