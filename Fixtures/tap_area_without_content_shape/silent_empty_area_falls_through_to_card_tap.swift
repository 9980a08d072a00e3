import SwiftUI

/// (fix4) The header's Spacer is not a dead spot: a tap there falls through to the card around
/// it, which fills its frame with `.contentShape(Rectangle())` before its own tap (open the
/// post). Adding a content shape to the header would change that on purpose.
struct PostRow: View {
    let author: String
    let text: String
    let openPost: () -> Void
    let openProfile: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            Text(text)
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(.isButton)
        .onTapGesture { openPost() }
    }

    private var header: some View {
        HStack {
            Text(author).bold()
            Spacer()
            Text("2h").foregroundStyle(.secondary)
        }
        .accessibilityAddTraits(.isButton)
        .onTapGesture { openProfile() }
    }
}

/// (fix4) The same, with the stack written inside the card itself.
struct CommentRow: View {
    let author: String
    let openComment: () -> Void
    let openProfile: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(author)
                Spacer()
            }
            .padding(.vertical, 4)
            .accessibilityAddTraits(.isButton)
            .onTapGesture { openProfile() }
            Text("Comment")
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(.isButton)
        .onTapGesture { openComment() }
    }
}
