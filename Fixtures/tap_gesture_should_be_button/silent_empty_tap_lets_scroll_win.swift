import SwiftUI

struct CommentsSheet: View {
    let comments: [Comment]
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(comments) { comment in
                    CommentView(comment: comment)
                }
            }
            .padding()
            // An empty tap gesture lets the scroll view win over the sheet's drag.
            .onTapGesture {}
        }
        .gesture(TapGesture().onEnded { })
    }
}
