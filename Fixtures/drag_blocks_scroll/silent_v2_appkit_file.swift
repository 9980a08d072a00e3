import AppKit
import SwiftUI

/// (v2) A file that imports AppKit and not UIKit is Mac code: no touch scrolling to steal.
struct SidebarList: View {
    let items: [String]
    @State private var picked: String?

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in picked = item })
                .accessibilityAction(named: "Pick") { picked = item }
        }
    }

    func reveal(_ url: URL) { NSWorkspace.shared.activateFileViewerSelecting([url]) }
}
