import SwiftUI

/// The feed's scroll view holds rows built by a helper declared in this file.
struct FeedView: View {
    let posts: [String]
    @State private var hidden: Set<String> = []

    var body: some View {
        ScrollView {
            ForEach(posts, id: \.self) { post in
                postRow(post)
            }
        }
    }

    func postRow(_ post: String) -> some View {
        Text(post)
            .gesture(DragGesture().onEnded { _ in hidden.insert(post) }) // expect: drag_blocks_scroll
            .accessibilityAction(named: "Hide") { hidden.insert(post) }
    }
}
