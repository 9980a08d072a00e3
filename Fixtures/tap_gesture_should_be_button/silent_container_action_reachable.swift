import SwiftUI

/// (v2) The near miss: the row's tap does what its visible button does, or offers the same
/// action to assistive technologies with `.accessibilityAction(named:)`.
struct DownloadRow: View {
    let title: String
    let download: () -> Void
    let open: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(action: download) { Image(systemName: "arrow.down.circle") }
        }
        .contentShape(Rectangle())
        .onTapGesture { download() }
    }
}

struct FolderRow: View {
    let name: String
    let open: () -> Void
    let share: () -> Void

    var body: some View {
        HStack {
            Label(name, systemImage: "folder")
            Spacer()
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
        }
        .contentShape(Rectangle())
        .onTapGesture { open() }
        .accessibilityAction(named: "Open") { open() }
    }
}
