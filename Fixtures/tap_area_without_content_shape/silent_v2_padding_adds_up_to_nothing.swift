import SwiftUI

/// (v2) The two paddings cancel out: the stack has no empty margin to miss taps on.
struct TagChip: View {
    let title: String
    @State private var selected = false

    var body: some View {
        HStack {
            Image(systemName: "tag")
            Text(title)
        }
        .padding(3)
        .padding(-3)
        .onTapGesture { selected.toggle() }
        .accessibilityAddTraits(.isButton)
    }

    var compact: some View {
        VStack {
            Text(title)
        }
        .padding(.horizontal, 6)
        .padding(.horizontal, -6)
        .onTapGesture { selected.toggle() }
        .accessibilityAddTraits(.isButton)
    }
}
