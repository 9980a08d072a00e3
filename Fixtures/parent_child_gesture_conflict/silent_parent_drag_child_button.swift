import SwiftUI

struct BottomSheet: View {
    @Binding var height: CGFloat
    var close: () -> Void

    var body: some View {
        VStack {
            Capsule().frame(width: 36, height: 5)
            Button("Close", action: close)
        }
        .frame(height: height)
        .gesture(
            DragGesture()
                .onEnded { value in
                    withAnimation(.spring) { height = max(200, height - value.translation.height) }
                }
        )
        .accessibilityAdjustableAction { direction in
            height += direction == .increment ? 100 : -100
        }
    }
}
