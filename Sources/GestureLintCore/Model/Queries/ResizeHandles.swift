/// A view that shows a resize cursor while the pointer is over it (`NSCursor.columnResize.push()`
/// in its `.onHover`, a `.cursor(.resizeUpDown)` helper, `.pointerStyle(.frameResize(...))`): the
/// app itself marks it as a pane divider or edge, and a drag on it resizes the layout, a
/// preference the window's own size and the split view already cover.
extension GestureModel {
    /// AppKit's resize cursors and SwiftUI's resize pointer style.
    static let resizeCursorNames: Set<String> = [
        "resizeLeftRight", "resizeUpDown", "columnResize", "rowResize", "resizeLeft", "resizeRight", "resizeUp",
        "resizeDown", "frameResize",
    ]

    /// Whether a modifier of the chain names a resize cursor in its arguments or closures.
    public func showsResizeCursor(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { mentions($0, Self.resizeCursorNames) }
    }
}
