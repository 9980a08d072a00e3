import SwiftUI

/// A scroll-to-bottom button that also takes a long press; the touch-up drag only clears the
/// flag that stops the button's own tap (bookkeeping on a Button built by a helper property);
/// the long press itself does something the tap does not.
struct ScrollToBottomButton: View {
    let onLongPress: () -> Void
    let action: () -> Void
    @State private var consumedByLongPress = false

    var body: some View {
        buttonContent
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in // expect: gesture_accessibility@14
                consumedByLongPress = true
                onLongPress()
            })
            .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in
                Task { @MainActor in consumedByLongPress = false }
            })
    }

    private var buttonContent: some View {
        Button {
            if consumedByLongPress { consumedByLongPress = false; return }
            action()
        } label: {
            Image(systemName: "chevron.down.circle.fill")
        }
    }
}
