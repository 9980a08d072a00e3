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
        .contentShape(Rectangle())
        .accessibilityAddTraits(.isButton)
        .onTapGesture { expanded.toggle() }
    }
}
