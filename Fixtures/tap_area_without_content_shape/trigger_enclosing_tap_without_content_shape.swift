import SwiftUI

/// (fix4) Near miss: the card around the header has a tap but no content shape or background,
/// so the header's Spacer is empty for it too: taps there are ignored.
struct PlainPostRow: View {
    let author: String
    let openPost: () -> Void
    let openProfile: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            Text("Body")
        }
        .accessibilityAddTraits(.isButton)
        .onTapGesture { openPost() }
    }

    private var header: some View {
        HStack {
            Text(author).bold()
            Spacer()
            Text("2h")
        }
        .accessibilityAddTraits(.isButton)
        .onTapGesture { openProfile() } // expect: tap_area_without_content_shape
    }
}
