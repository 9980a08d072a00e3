import SwiftUI

/// The composer sits outside the scroll view: its drag handle blocks nothing.
extension FeedView {
    struct Composer: View {
        @State private var height: CGFloat = 120

        var body: some View {
            VStack {
                Capsule()
                    .frame(width: 40, height: 5)
                    .gesture(DragGesture().onEnded { value in height = max(80, height - value.translation.height) })
                    .accessibilityAction(named: "Expand") { height += 40 }
                TextEditor(text: .constant(""))
                    .frame(height: height)
            }
        }
    }
}
