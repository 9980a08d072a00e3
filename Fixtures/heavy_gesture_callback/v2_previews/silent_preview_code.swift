import SwiftUI

/// (v2) Preview code never ships: findings in `#Preview { }` and in `PreviewProvider` types
/// (here the conformance is declared in another file's extension) are not reported by default.
#Preview("Sorting while dragging") {
    @Previewable @State var items = [3, 1, 2]
    return Color.blue.gesture(
        DragGesture().onChanged { _ in items = items.sorted() }
    )
}

struct BoardPreviews {
    @State static var items = [3, 1, 2]
    static var previews: some View {
        Color.red.gesture(
            DragGesture().onChanged { _ in items = items.sorted() }
        )
    }
}
