import SwiftUI

/// The default 0.5 s press and a 0.8 s press need no extra feedback.
struct MessageBubble: View {
    let text: String
    let react: () -> Void
    let copy: () -> Void

    var body: some View {
        Text(text)
            .padding(10)
            .background(.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
            .onLongPressGesture { react() }
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.8).onEnded { _ in copy() })
            .simultaneousGesture(LongPressGesture().onEnded { _ in react() })
            .accessibilityAction(named: "React", react)
            .accessibilityAction(named: "Copy", copy)
    }
}
