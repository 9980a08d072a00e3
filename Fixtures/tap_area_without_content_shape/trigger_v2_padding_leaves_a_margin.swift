import SwiftUI

/// (v2) Near misses of cancelling paddings: a margin is left on some edge, or the amount is
/// not a literal, so taps there are still lost.
struct TagChip: View {
    let title: String
    let inset: CGFloat
    @State private var selected = false

    var body: some View {
        HStack {
            Image(systemName: "tag")
            Text(title)
        }
        .padding(6)
        .padding(.horizontal, -6)
        .onTapGesture { selected.toggle() } // expect: tap_area_without_content_shape
        .accessibilityAddTraits(.isButton)
    }

    var measured: some View {
        VStack {
            Text(title)
        }
        .padding(inset)
        .padding(-3)
        .onTapGesture { selected.toggle() } // expect: tap_area_without_content_shape
        .accessibilityAddTraits(.isButton)
    }
}
