import SwiftUI

/// (fix5) Scrub-to-highlight that tells others about the highlighted bar: `.onChanged` looks the
/// touch up (`let`/`if let` of a function's result) and announces it, `.onEnded` withdraws the
/// announcement with put-back values on every path and puts the touch back (`-1` for `-1.0`).
struct ScrubbedBars: View {
    let values: [Double]
    let reporter: SelectionReporter
    @State private var touch: CGFloat = -1.0 // expect: state_should_be_gesture_state@24

    var body: some View {
        GeometryReader { geometry in
            HStack {
                ForEach(values.indices, id: \.self) { index in
                    Capsule().scaleEffect(isTouched(index) ? 1.2 : 1)
                }
            }
            .gesture(
                DragGesture()
                    .onChanged { value in
                        let width = geometry.size.width
                        touch = value.location.x / width
                        if let index = touchedIndex() {
                            reporter.announce(value: values[index], index: index, active: true)
                        } else {
                            reporter.announce(value: nil, index: nil, active: false)
                        }
                        announceState(active: true)
                    }
                    .onEnded { _ in
                        reporter.announce(value: nil, index: nil, active: false)
                        announceState(active: false)
                        touch = -1
                    }
            )
        }
    }

    private func touchedIndex() -> Int? { touch < 0 ? nil : Int(touch * CGFloat(values.count)) }
    private func isTouched(_ index: Int) -> Bool { touchedIndex() == index }
    private func announceState(active: Bool) { reporter.announce(value: nil, index: nil, active: active) }
}

final class SelectionReporter {
    func announce(value: Double?, index: Int?, active: Bool) {}
}
