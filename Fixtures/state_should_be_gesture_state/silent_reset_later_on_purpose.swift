import SwiftUI

/// (v2) The hint stays up for a moment after the finger lifts: the reset happens later, in a
/// deferred closure, on purpose.
struct HoldForHintIcon: View {
    @State private var showsHint = false

    var body: some View {
        Image(systemName: "questionmark.circle")
            .overlay(alignment: .top) {
                Text("Hold to preview").font(.caption).offset(y: -24).opacity(showsHint ? 1 : 0)
            }
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in showsHint = true }
                    .onEnded { _ in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                            showsHint = false
                        }
                    }
            )
            .accessibilityHidden(true)
    }
}

/// (v2) The glow fades in the animation's completion, after the spring settles.
struct GlowingKey: View {
    let press: () -> Void
    @State private var glow: Double = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .shadow(color: .yellow, radius: glow)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in glow = 8 }
                    .onEnded { _ in
                        press()
                        withAnimation(.spring) {
                            glow = 4
                        } completion: {
                            glow = 0
                        }
                    }
            )
            .accessibilityAction { press() }
    }
}
