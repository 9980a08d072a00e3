import SwiftUI

struct PostImage: View {
    @State private var liked = false
    @State private var showsDetail = false

    var body: some View {
        Image("post")
            .gesture(
                TapGesture(count: 2).onEnded { liked.toggle() }
                    .exclusively(before: TapGesture(count: 1).onEnded { showsDetail = true })
            )
            .accessibilityAction(named: "Like") { liked.toggle() }
            .accessibilityAction(named: "Open") { showsDetail = true }
    }
}

struct Bubble: View {
    @State private var reacted = false
    @State private var expanded = false

    var body: some View {
        Text("Hello")
            .onTapGesture(count: 2) { reacted = true }
            .onTapGesture { location in expanded = location.x > 0 }
    }
}
