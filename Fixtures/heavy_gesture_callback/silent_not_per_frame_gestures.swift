import SwiftUI

/// A long press's onChanged fires once; a tap's onEnded once: not per-frame callbacks.
struct TagCloud: View {
    @State private var tags: [String] = []
    @State private var pinned: [String] = []

    var body: some View {
        VStack {
            Text("Tags")
                .gesture(
                    LongPressGesture()
                        .onChanged { _ in pinned = tags.filter { $0.hasPrefix("#") }.sorted() }
                )
                .accessibilityAction(named: "Pin hashtags") { pinned = tags.filter { $0.hasPrefix("#") } }
            Button("Sort") {
                for tag in tags { print(tag) }
                tags.sort()
            }
        }
    }
}
