import SwiftUI

/// The project's own helper named like SwiftUI's modifier: it adds its own progress ring.
extension View {
    func onLongPressGesture(minimumDuration: Double, showingProgress: Bool, perform action: @escaping () -> Void) -> some View {
        overlay(ProgressRing(duration: minimumDuration, isVisible: showingProgress))
            .accessibilityAction(named: "Activate", action)
    }
}

struct ProgressRing: View {
    let duration: Double
    let isVisible: Bool
    var body: some View { Circle().stroke(lineWidth: 3).opacity(isVisible ? 1 : 0) }
}

struct EjectButton: View {
    let eject: () -> Void
    var body: some View {
        Image(systemName: "eject")
            .onLongPressGesture(minimumDuration: 2, showingProgress: true, perform: eject)
    }
}
