import SwiftUI

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
                .onTapGesture { selected = post } // expect: parent_child_gesture_conflict@18
            }
        }
    }
}
