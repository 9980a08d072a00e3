import SwiftUI

struct ShortcutTile: View {
    let shortcut: Shortcut
    var run: () -> Void
    @State private var zoomed = false

    var body: some View {
        Label(shortcut.name, systemImage: shortcut.icon)
            .onTapGesture { run() }
            // Not the project's helper (no `count:` label there): SwiftUI's double tap.
            .onTapGesture(count: 2) { zoomed.toggle() }
    }
}
