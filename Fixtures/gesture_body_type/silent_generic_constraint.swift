import SwiftUI

/// Takes a gesture, but is a view itself.
struct GestureArea<G: Gesture>: View {
    var gesture: G

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .gesture(gesture)
    }
}

struct Wrapper<Content: View> where Content: Equatable {
    var content: Content
    var body: some View { content }
}
