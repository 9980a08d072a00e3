import SwiftUI

/// A sticker that lags behind the finger and bounces home: `.animation(value:)` after the
/// `.offset` that shows the drag animates every change of it, the reset too.
struct BouncySticker: View {
    @State private var pull = CGSize.zero
    @State private var tilt = 0.0

    var body: some View {
        VStack {
            Image(systemName: "star.fill")
                .font(.largeTitle)
                .offset(pull)
                .gesture(
                    DragGesture()
                        .onChanged { pull = $0.translation }
                        .onEnded { _ in pull = .zero }
                )
                .animation(.bouncy, value: pull)

            Text("Tilt")
                .rotationEffect(.degrees(self.tilt))
                .animation(.spring(duration: 0.3), value: self.tilt)
                .gesture(
                    RotateGesture()
                        .onChanged { value in tilt = value.rotation.degrees }
                        .onEnded { _ in tilt = 0 }
                )
        }
    }
}

/// Letters that follow the drag one after another, each animated where it is placed.
struct WavyTitle: View {
    private let letters = Array("Hello")
    @State private var wave = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .offset(wave)
                    .animation(.linear.delay(Double(index) / 20), value: wave)
            }
        }
        .gesture(
            DragGesture()
                .onChanged { wave = $0.translation }
                .onEnded { _ in wave = .zero }
        )
    }
}
