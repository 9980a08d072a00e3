import SwiftUI

/// (fix round 9) Near misses of touch inspection through a model: each keeps something after the
/// finger lifts, so each is reported.
final class PlayerModel: ObservableObject {
    @Published var isScrubbing = false
    @Published var progress: Double = 0
    @Published var preview: Double? = nil
    @Published var selection: [Int] = []
    @Published var touchPoint: CGPoint = .zero

    // A seek: stores a value computed from the touch, which stays after the lift.
    func scrub(to location: CGPoint, width: CGFloat) {
        isScrubbing = true
        progress = location.x / width
    }

    // Records the touch and selects through a lookup.
    func select(at location: CGPoint) {
        isScrubbing = true
        touchPoint = location
        pick(location)
    }

    func pick(_ location: CGPoint) {
        selection = [Int(location.x)]
    }
}

struct SeekBar: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        GeometryReader { geo in
            Capsule()
                .gesture( // expect: gesture_accessibility
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            model.scrub(to: value.location, width: geo.size.width)
                        }
                        .onEnded { _ in
                            model.isScrubbing = false
                            model.preview = nil
                        }
                )
        }
    }
}

struct SelectionStrip: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        Rectangle()
            // The end lowers the flag but leaves the selection: it lasts.
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in model.select(at: value.location) }
                    .onEnded { _ in model.isScrubbing = false }
            )
    }
}

struct CommittingStrip: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        Rectangle()
            // The end clears the touch state but commits the selection first.
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 0)
                    .onChanged { value in model.select(at: value.location) }
                    .onEnded { _ in
                        model.isScrubbing = false
                        model.commit()
                        model.selection = []
                    }
            )
    }
}

extension PlayerModel {
    func commit() {}
}
