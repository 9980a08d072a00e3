import AppKit
import SwiftUI

/// (fix6) Near misses of a pane divider: nothing marks the view as a resize handle.

/// No cursor at all: a drag on a thin bar that changes a width.
struct PlainSplit: View {
    @State private var leftWidth: CGFloat = 220

    var body: some View {
        HStack(spacing: 0) {
            Color.gray.frame(width: leftWidth)
            Rectangle()
                .frame(width: 4)
                .gesture(DragGesture().onChanged { value in leftWidth = max(120, 220 + value.translation.width) }) // expect: gesture_accessibility
            Color.white
        }
    }
}

/// A pointing-hand cursor says "clickable", not "resize": the drag's effect needs an alternative.
struct HandCursorSlider: View {
    @State private var level: CGFloat = 0.5

    var body: some View {
        Capsule()
            .frame(width: 200, height: 8)
            .onHover { inside in
                if inside { NSCursor.pointingHand.push() } else { NSCursor.pop() }
            }
            .gesture(DragGesture().onChanged { value in level = min(max(value.location.x / 200, 0), 1) }) // expect: gesture_accessibility
    }
}
