import SwiftUI

/// (fix3) An axis lock: the first `.onChanged` decides `lockedToHorizontal` and later changes
/// keep it; `.onEnded` reads it before the reset to decide whether to close. The end translation
/// cannot say which way the drag started, and a `@GestureState` would already be reset there.
struct FullScreenPlayer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var lockedToHorizontal: Bool?
    @State private var drag: CGSize = .zero

    var body: some View {
        Color.black
            .offset(lockedToHorizontal ?? false ? .zero : drag)
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        if lockedToHorizontal == nil {
                            lockedToHorizontal = abs(value.translation.width) > abs(value.translation.height)
                        }
                        if lockedToHorizontal == true { return }
                        drag = value.translation
                    }
                    .onEnded { value in
                        let wasHorizontal = lockedToHorizontal
                        lockedToHorizontal = nil
                        if wasHorizontal == true { return }
                        if abs(value.translation.height) > 100 { dismiss() }
                        drag = .zero
                    }
            )
    }
}
