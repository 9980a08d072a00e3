import SwiftUI

/// A Button with a plain style, and a long press (not a tap) on a stack with a Spacer.
struct LibraryRow: View {
    let title: String
    let open: () -> Void
    @State private var showsMenu = false

    var body: some View {
        VStack {
            Button(action: open) {
                HStack {
                    Text(title)
                    Spacer()
                }
            }
            .buttonStyle(.plain)
            HStack {
                Text("More")
                Spacer()
            }
            .onLongPressGesture(minimumDuration: 0.5) { showsMenu = true }
            .accessibilityAction(named: "More") { showsMenu = true }
        }
    }
}
