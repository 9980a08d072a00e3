import SwiftUI

/// The helper is a plain label, not a control: holding it is the only way to archive.
struct ArchiveBadge: View {
    let onArchive: () -> Void

    var body: some View {
        badge
            .onLongPressGesture(minimumDuration: 0.6) { onArchive() } // expect: gesture_accessibility@14
    }

    private var badge: some View {
        Label("Inbox", systemImage: "tray")
            .padding(8)
    }
}
