import SwiftUI

/// (fix3) Near miss: the flipped flag also changes the color (and a half turn is a different
/// picture), so the drag leaves a visible change behind.
struct ColorFlipLetters: View {
    let letters = Array("Stream")
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .background(enabled ? .blue : .red)
                    .rotationEffect(.degrees(enabled ? 0 : 360))
                    .offset(dragAmount)
            }
        }
        .gesture( // expect: gesture_accessibility
            DragGesture()
                .onChanged { dragAmount = $0.translation }
                .onEnded { _ in
                    withAnimation { dragAmount = .zero }
                    enabled.toggle()
                }
        )
    }
}

struct HalfTurnCard: View {
    @State private var flipped = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .rotationEffect(.degrees(flipped ? 0 : 180))
            .offset(dragAmount)
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { _ in
                        withAnimation { dragAmount = .zero }
                        flipped.toggle()
                    }
            )
    }
}
