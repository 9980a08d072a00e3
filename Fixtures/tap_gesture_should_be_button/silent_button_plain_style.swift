import SwiftUI

struct TagChip: View {
    let tag: String
    @Binding var selection: String?

    var body: some View {
        Button {
            selection = tag
        } label: {
            Text(tag)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(.thinMaterial))
        }
        .buttonStyle(.plain)
        .accessibilityHint("Filters the list")
    }
}
