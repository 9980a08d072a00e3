import SwiftUI

struct ArticleView: View {
    let paragraphs: [String]
    @State private var highlight: CGPoint?

    private var marker: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .onEnded { value in highlight = value.location }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(paragraphs, id: \.self) { paragraph in
                    Text(paragraph)
                        .font(.body)
                        #if os(iOS)
                        .gesture(marker) // expect: drag_blocks_scroll
                        #endif
                        .accessibilityAction(named: "Highlight") { highlight = .zero }
                }
            }
        }
    }
}
