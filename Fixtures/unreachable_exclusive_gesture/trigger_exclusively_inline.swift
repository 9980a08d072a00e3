import SwiftUI

struct PostImage: View {
    let post: Post
    @State private var liked = false
    @State private var showsDetail = false

    var body: some View {
        Image(post.imageName)
            .resizable()
            .scaledToFit()
            .gesture(
                TapGesture(count: 1)
                    .onEnded { showsDetail = true }
                    .exclusively(
                        before: TapGesture(count: 2) // expect: unreachable_exclusive_gesture@33
                            .onEnded { liked.toggle() }
                    )
            )
            .accessibilityAction(named: "Like") { liked.toggle() }
            .accessibilityAction(named: "Open") { showsDetail = true }
    }
}
