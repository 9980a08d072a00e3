import SwiftUI

/// A rubber-band pull that springs back on purpose: the animated reset needs @State.
struct RubberBand: View {
    @State private var stretch = CGSize.zero
    let snap: () -> Void

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .offset(stretch)
            .gesture(
                DragGesture()
                    .onChanged { value in stretch = value.translation }
                    .onEnded { _ in
                        snap()
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) {
                            stretch = .zero
                        }
                    }
            )
            .accessibilityAction(named: "Snap", snap)
    }
}
