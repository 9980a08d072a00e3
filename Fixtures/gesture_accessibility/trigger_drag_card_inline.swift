import SwiftUI

/// A card the user drags away to dismiss; the drag is the only way to dismiss it.
struct DismissibleCard: View {
    let title: String
    let onDismiss: () -> Void
    @State private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.background)
            .overlay(Text(title))
            .offset(offset)
            .gesture( // expect: gesture_accessibility@14
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 {
                            onDismiss()
                        } else {
                            withAnimation(.spring) { offset = .zero }
                        }
                    }
            )
    }
}
