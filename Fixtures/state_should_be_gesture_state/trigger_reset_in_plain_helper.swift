import SwiftUI

/// A helper that takes a closure but does not animate it: the reset is a plain one, and a
/// cancelled drag still leaves the card where the finger was.
func logged(_ label: String, _ body: () -> Void) {
    print(label)
    body()
}

struct SwipeCard: View {
    @State private var offset = CGSize.zero // expect: state_should_be_gesture_state@24

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in
                        logged("drag ended") {
                            offset = .zero
                        }
                    }
            )
            .accessibilityAction(named: "Nudge") { logged("nudge") {} }
    }
}
