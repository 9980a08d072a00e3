import SwiftUI

/// A project type named `ScrollView` (not SwiftUI's), a ScrollViewReader without a scroll view,
/// and the words in comments and strings.
struct ScrollView<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { VStack { content } }
}

struct Whiteboard: View {
    @State private var points: [CGPoint] = []
    // ScrollView { row.gesture(DragGesture()) } would block scrolling
    let note = "List { Text(\"a\").gesture(DragGesture()) }"

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Color.white
                    .gesture(DragGesture().onEnded { value in points.append(value.location) })
                    .accessibilityAction(named: "Undo") { _ = points.popLast() }
            }
            .onAppear { proxy.scrollTo(0) }
        }
    }
}
