#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import SwiftUI

/// (v2) Near miss of an AppKit file: it imports UIKit too, so it builds for touch devices.
struct SharedList: View {
    let items: [String]
    @State private var picked: String?

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in picked = item }) // expect: drag_blocks_scroll
                .accessibilityAction(named: "Pick") { picked = item }
        }
    }
}
