import SwiftUI

/// (fix round) A tap that expands selectable text (or text with links): a Button around it
/// would break selection and the links.
struct TopicSection: View {
    let topic: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(topic)
                .lineLimit(isExpanded ? nil : 3)
                .textSelection(.enabled)
        }
        .onTapGesture {
            isExpanded.toggle()
        }
    }
}

struct Bio: View {
    let bio: AttributedString
    @State private var full = false

    var body: some View {
        Text(bio)
            .textSelection(.enabled)
            .onTapGesture { full.toggle() }
    }
}
