import SwiftUI

/// (v2) The badge stays lit a moment after the finger lifts: `.onEnded` starts a `Task` that
/// sleeps and then clears it. The reset happens later, on purpose.
struct HoldToPeekBadge: View {
    @State private var isPeeking = false

    var body: some View {
        Image(systemName: "eye")
            .foregroundStyle(isPeeking ? .yellow : .gray)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPeeking = true }
                    .onEnded { _ in
                        Task {
                            try? await Task.sleep(nanoseconds: 800_000_000)
                            isPeeking = false
                        }
                    }
            )
            .accessibilityHidden(true)
    }
}

/// (v2) The trail fades out when a one-shot timer fires after the drag ends.
struct FadingTrailPad: View {
    let commit: (CGSize) -> Void
    @State private var trail: CGSize = .zero

    var body: some View {
        Circle()
            .frame(width: 44, height: 44)
            .offset(trail)
            .gesture(
                DragGesture()
                    .onChanged { value in trail = value.translation }
                    .onEnded { value in
                        commit(value.translation)
                        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                            trail = .zero
                        }
                    }
            )
            .accessibilityAction(named: "Nudge right") { commit(CGSize(width: 10, height: 0)) }
    }
}
