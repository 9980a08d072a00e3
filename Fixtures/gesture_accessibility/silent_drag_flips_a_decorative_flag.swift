import SwiftUI

/// (fix7) A spring-animation toy: the letters follow the finger and spring back, and the end of
/// every drag, whatever it did (`_ in`), flips a flag that only restyles them (colour, hue,
/// rotation). Nothing is chosen or kept that a user would need another way to reach.
struct ColorFlipLetters: View {
    let letters = Array("Stream")
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .background(enabled ? .blue : .red)
                    .hueRotation(.degrees(enabled ? 0 : 150))
                    .rotationEffect(.degrees(enabled ? 0 : 360), anchor: .bottomLeading)
                    .offset(dragAmount)
            }
        }
        .gesture(
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
            .fill(flipped ? Color.orange : Color.purple)
            .rotationEffect(.degrees(flipped ? 0 : 180))
            .offset(dragAmount)
            .gesture(
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { _ in
                        withAnimation { dragAmount = .zero }
                        flipped = !flipped
                    }
            )
    }
}
