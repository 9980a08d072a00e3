import SwiftUI

/// Stacks whose children cover them, and a Spacer nested in a child stack, not in the tapped one.
struct TagChip: View {
    let name: String
    @Binding var selected: Bool

    var body: some View {
        HStack {
            Image(systemName: "tag")
            Text(name)
            VStack {
                Spacer()
                Circle().frame(width: 4, height: 4)
            }
        }
        .onTapGesture(count: 2) { selected.toggle() }
    }
}
