import SwiftUI

struct Cover: View {
    @State private var selected: CGPoint?
    @State private var liked = false

    var body: some View {
        Image("cover")
            .onTapGesture { location in selected = location }
            .highPriorityGesture(TapGesture(count: 2).onEnded { liked = true })
            .simultaneousGesture(TapGesture(count: 3).onEnded { liked = false })
            .accessibilityAction(named: "Like") { liked = true }
    }
}
