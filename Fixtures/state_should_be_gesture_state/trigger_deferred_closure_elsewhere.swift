import SwiftUI

/// (v2) A deferred closure in `.onEnded` that does not write the property changes nothing: the
/// highlight is still reset by hand, at once.
struct PressHighlightRow: View {
    let title: String
    let onCommit: () -> Void
    @State private var isHighlighted = false // expect: state_should_be_gesture_state@24

    var body: some View {
        Text(title)
            .padding()
            .background(isHighlighted ? Color.gray.opacity(0.3) : .clear)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isHighlighted = true }
                    .onEnded { _ in
                        isHighlighted = false
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                            onCommit()
                        }
                    }
            )
            .accessibilityAction { onCommit() }
    }
}
