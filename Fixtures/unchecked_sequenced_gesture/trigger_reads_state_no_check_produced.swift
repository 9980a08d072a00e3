import SwiftUI

/// (v2) The near miss: `.onEnded` acts on a flag that `.onChanged` sets without checking the
/// phase, so it still reschedules after a press that never became a drag.
struct DraggableReminder: View {
    let title: String
    let reschedule: (CGFloat) -> Void
    @State private var lifted = false

    var body: some View {
        Text(title)
            .scaleEffect(lifted ? 1.1 : 1)
            .gesture(
                LongPressGesture(minimumDuration: 0.35)
                    .sequenced(before: DragGesture())
                    .onChanged { _ in lifted = true }
                    .onEnded { _ in // expect: unchecked_sequenced_gesture@22
                        if lifted { reschedule(15) }
                        lifted = false
                    }
            )
            .accessibilityAction(named: "Move later") { reschedule(15) }
    }
}
