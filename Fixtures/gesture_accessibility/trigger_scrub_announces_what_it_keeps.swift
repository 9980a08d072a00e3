import SwiftUI

/// (fix5) Near misses of the scrub that announces and withdraws: the end hands on the value the
/// finger stopped at (a commit), withdraws the announcement on one path only, or the call looked
/// up in a plain condition may act (`if reporter.moveMarker(to:)`: only a bound result is a look-up).
struct CommittingScrub: View {
    let values: [Double]
    let reporter: SelectionReporter
    @State private var touch: CGFloat = -1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Capsule()
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { value in
                        touch = value.location.x
                        reporter.announce(index: index(at: value.location.x), active: true)
                    }
                    .onEnded { value in
                        reporter.announce(index: index(at: value.location.x), active: false)
                        touch = -1
                    }
            )
    }

    private func index(at x: CGFloat) -> Int? { values.isEmpty ? nil : 0 }
}

struct HalfWithdrawnScrub: View {
    let reporter: SelectionReporter
    @State private var touch: CGFloat = -1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Capsule()
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { value in
                        touch = value.location.x
                        reporter.announce(index: 1, active: true)
                    }
                    .onEnded { value in
                        if value.translation.width < 0 {
                            reporter.announce(index: nil, active: false)
                        }
                        touch = -1
                    }
            )
    }
}

struct MarkerMovingScrub: View {
    let reporter: SelectionReporter
    @State private var touch: CGFloat = -1 // expect: state_should_be_gesture_state@24

    var body: some View {
        Capsule()
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { value in
                        if reporter.moveMarker(to: value.location.x) {
                            touch = value.location.x
                        }
                    }
                    .onEnded { _ in
                        touch = -1
                    }
            )
    }
}

final class SelectionReporter {
    func announce(index: Int?, active: Bool) {}
    func moveMarker(to x: CGFloat) -> Bool { true }
}
