import SwiftUI

/// The release handler is a method passed by reference.
struct SwipeToArchiveRow: View {
    let title: String
    let archive: () -> Void
    @State private var offset: CGFloat = 0

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .offset(x: offset)
            .gesture(DragGesture().onChanged { offset = min($0.translation.width, 0) }.onEnded(settle))
            .accessibilityAction(named: "Archive", archive)
    }

    private func settle(_ value: DragGesture.Value) {
        if value.translation.width < -160 { archive() }
        withAnimation(.easeInOut) { offset = 0 } // expect: gesture_animation_curve@24
    }
}
