import SwiftUI

/// Curves named in comments and strings, and a project curve passed by name, are not reported.
struct ReleaseCurvePicker: View {
    @State private var offset: CGFloat = 0
    @State private var curveName = "withAnimation(.linear)"
    let releaseCurve = Animation.spring(duration: 0.3)

    var body: some View {
        Circle()
            .frame(width: 44, height: 44)
            .offset(y: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation.height }
                    .onEnded { _ in
                        // was: withAnimation(.easeOut) — replaced by the spring below
                        curveName = "easeInOut is not used"
                        withAnimation(releaseCurve) { offset = 0 }
                    }
            )
            .accessibilityAction(named: "Center") { offset = 0 }
    }
}
