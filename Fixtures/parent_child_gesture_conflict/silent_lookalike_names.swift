import SwiftUI

/// Views whose names only contain control names are not controls.
struct ButtonGlyph: View {
    let systemName: String
    var body: some View { Image(systemName: systemName) }
}

struct ToggleCaption: View {
    let text: String
    var body: some View { Text(text).font(.caption) }
}

struct ShortcutTile: View {
    let shortcut: Shortcut
    var run: () -> Void

    var body: some View {
        VStack {
            ButtonGlyph(systemName: shortcut.icon)
            ToggleCaption(text: shortcut.name)
            // Button("Run") { run() } was replaced by the whole-tile tap.
        }
        .onTapGesture(perform: run)
        .accessibilityAddTraits(.isButton)
    }
}
