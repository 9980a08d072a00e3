import SwiftUI
import AppKit

/// (v2) On the Mac: looking up the key window among `NSApp.windows` while dragging walks a
/// handful of windows; it is not heavy work.
struct InspectorSplitter: View {
    @State private var width: CGFloat = 240
    @State private var windowHeight: CGFloat = 0
    @State private var hasSheet = false

    var body: some View {
        Rectangle()
            .frame(width: 4)
            .offset(x: width)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        width = max(120, 240 + value.translation.width)
                        windowHeight = NSApp.windows.first { $0.isKeyWindow }?.frame.height ?? 0
                        hasSheet = NSApp.windows.contains { $0.isSheet }
                        for window in NSApp.windows where window.isKeyWindow {
                            hasSheet = window.attachedSheet != nil
                        }
                    }
            )
            .accessibilityAction(named: "Widen") { width += 40 }
    }
}
