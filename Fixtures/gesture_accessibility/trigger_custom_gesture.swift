import SwiftUI

/// A project gesture type: still a gesture only some users can perform.
struct SwipeUpGesture: Gesture {
    var body: some Gesture {
        DragGesture(minimumDistance: 40)
    }
}

struct StoryView: View {
    @State private var page = 0

    var body: some View {
        Image("story-\(page)")
            .resizable()
            .simultaneousGesture(SwipeUpGesture().onEnded { _ in page += 1 }) // expect: gesture_accessibility
    }
}
