import SwiftUI

struct ArticleOverlay: View {
    let article: Article
    @Binding var showsChrome: Bool

    private var toggleChrome: some Gesture {
        TapGesture()
            .onEnded { withAnimation(.snappy) { showsChrome.toggle() } }
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            ArticleBody(article: article)
            if showsChrome {
                HStack {
                    Link("Source", destination: article.url)
                    ShareLink(item: article.url)
                }
                .padding()
            }
        }
        .gesture(toggleChrome) // expect: parent_child_gesture_conflict@10
    }
}
