import SwiftUI

extension View {
    /// Swipe left to delete: attached with implicit `self`, no accessible way to delete.
    func swipeToDelete(perform action: @escaping () -> Void) -> some View {
        gesture( // expect: gesture_accessibility
            DragGesture(minimumDistance: 30)
                .onEnded { value in
                    if value.translation.width < -80 { action() }
                }
        )
    }
}

struct DraftRow: View {
    let draft: String
    let onDelete: () -> Void

    var body: some View {
        Text(draft)
            .swipeToDelete(perform: onDelete)
    }
}
