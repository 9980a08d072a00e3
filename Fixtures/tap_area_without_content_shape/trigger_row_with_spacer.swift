import SwiftUI

struct DisclosureRow: View {
    let title: String
    @Binding var expanded: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: expanded ? "chevron.down" : "chevron.right")
        }
        .accessibilityAddTraits(.isButton)
        .onTapGesture { expanded.toggle() } // expect: tap_area_without_content_shape@10
    }
}
