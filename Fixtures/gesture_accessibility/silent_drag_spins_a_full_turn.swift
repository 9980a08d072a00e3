import SwiftUI

/// (fix3) A decorative spring demo: the letters follow the finger and spring back, and the flag
/// the drag flips only turns them between 0 and 360 degrees, which look the same at rest.
struct FollowThroughLetters: View {
    let letters = Array("Stream")
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .rotationEffect(.degrees(enabled ? 0 : 360), anchor: .bottom)
                    .offset(dragAmount)
            }
        }
        .gesture(
            DragGesture()
                .onChanged { dragAmount = $0.translation }
                .onEnded { _ in
                    withAnimation {
                        dragAmount = .zero
                        enabled.toggle()
                    }
                }
        )
    }
}
