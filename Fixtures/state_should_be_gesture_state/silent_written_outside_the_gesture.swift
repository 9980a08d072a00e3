import SwiftUI

/// The offset is also set by a button and on appear: it is real view state.
struct PeekingDrawer: View {
    @State private var peek: CGFloat = 0

    var body: some View {
        VStack {
            Button("Peek") { peek = 80 }
            RoundedRectangle(cornerRadius: 12)
                .frame(height: 200)
                .offset(y: -peek)
                .gesture(
                    DragGesture()
                        .onChanged { value in peek = max(-value.translation.height, 0) }
                        .onEnded { _ in peek = 0 }
                )
                .accessibilityAction(named: "Peek") { peek = 80 }
        }
        .onAppear { peek = 40 }
    }
}
