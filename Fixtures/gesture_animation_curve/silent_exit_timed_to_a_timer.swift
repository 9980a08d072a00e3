import SwiftUI

/// (fix4) Swipe down to close: past the threshold the view slides off in exactly 0.3 s and a
/// timer dismisses it after the same 0.3 s. The fixed curve keeps the two in step, which a
/// spring's open-ended settling could not; the other branch springs back.
struct LiveHeader: View {
    @Environment(\.dismiss) private var dismiss
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        Text("Live")
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { value in
                        if value.translation.height > 100 {
                            withAnimation(.easeOut(duration: 0.3)) {
                                dragOffset.height = 1000
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                                dismiss()
                            }
                        } else {
                            withAnimation(.spring()) { dragOffset = .zero }
                        }
                    }
            )
            .accessibilityAction(named: "Close") { dismiss() }
    }
}
