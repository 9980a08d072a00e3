import AppKit
import SwiftUI

/// (fix6) A pane divider: the view pushes a resize cursor while the pointer is over it, and the
/// drag sets the sidebar's width. The app marks it as a divider; the window's size covers it.
struct SidebarSplit: View {
    @State private var sidebarWidth: CGFloat = 220

    var body: some View {
        HStack(spacing: 0) {
            Color.gray.frame(width: sidebarWidth)
            Divider()
                .onHover { inside in
                    if inside { NSCursor.resizeLeftRight.push() } else { NSCursor.pop() }
                }
                .gesture(DragGesture().onChanged { value in sidebarWidth = max(120, 220 + value.translation.width) })
            Color.white
        }
    }
}

extension View {
    func hoverCursor(_ cursor: NSCursor) -> some View {
        onHover { inside in
            if inside { cursor.push() } else { NSCursor.pop() }
        }
    }
}

/// (fix6) The same through a helper that takes the cursor: `.hoverCursor(.resizeUpDown)`.
struct DrawerHandle: View {
    @State private var drawerHeight: CGFloat = 200

    var body: some View {
        Rectangle()
            .frame(height: 6)
            .hoverCursor(.resizeUpDown)
            .gesture(DragGesture().onChanged { value in drawerHeight = max(80, 200 - value.translation.height) })
    }
}
