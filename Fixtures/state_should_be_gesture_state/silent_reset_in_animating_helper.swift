import SwiftUI

/// The app's own animation helper (it respects Reduce Motion) wraps `withAnimation`: the
/// release springs back on purpose, together with the expansion it decides.
func withAppAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
}

struct ComposerSheet: View {
    @State private var translation: CGFloat = 0
    @State private var isExpanded = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .frame(height: isExpanded ? 400 : 120)
            .offset(y: translation)
            .gesture(
                DragGesture()
                    .onChanged { value in translation = value.translation.height }
                    .onEnded { value in
                        withAppAnimation(.spring) {
                            isExpanded = value.translation.height < -60
                            translation = 0
                        }
                    }
            )
            .accessibilityAction(named: "Expand") { isExpanded.toggle() }
    }
}
