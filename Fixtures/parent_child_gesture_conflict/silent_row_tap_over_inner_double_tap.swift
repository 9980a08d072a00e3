import SwiftUI

/// (v2) A row's `.onTapGesture` over an inner double tap: SwiftUI lets the inner tap win on its
/// area and the row's tap elsewhere; the modifier form is silent over inner taps.
struct PhotoFeed: View {
    let posts: [Post]
    @State private var selected: Post?
    @State private var liked: Set<Post.ID> = []

    var body: some View {
        List {
            ForEach(posts) { post in
                VStack(alignment: .leading) {
                    Image(post.imageName)
                        .resizable()
                        .scaledToFit()
                        .onTapGesture(count: 2) { liked.insert(post.id) }
                    Text(post.caption)
                }
                .onTapGesture { selected = post } // expect: tap_gesture_should_be_button@18
            }
        }
    }
}
