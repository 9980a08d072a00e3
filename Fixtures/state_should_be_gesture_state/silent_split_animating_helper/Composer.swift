import SwiftUI

/// The drag handle's release springs back through the app's animation wrapper.
struct ComposerHandle: View {
    @State private var translation: CGFloat = 0
    @State private var isExpanded = false

    var body: some View {
        Capsule()
            .frame(width: 36, height: isExpanded ? 400 : 120)
            .offset(y: translation)
            .gesture(dragGesture)
            .accessibilityAction(named: "Expand") { isExpanded.toggle() }
    }

    private var dragGesture: some Gesture {
        DragGesture()
            .onChanged { value in translation = value.translation.height }
            .onEnded { _ in
                withAppAnimation(.easeIn(duration: 0.3)) {
                    if translation < -60 { isExpanded = true }
                    translation = 0
                }
            }
    }
}
