import SwiftUI

/// (v2) `ScrollView([])` scrolls along no axis (used for its layout only): there is no pan to steal.
struct CanvasView: View {
    let stickers: [String]
    @State private var moved: String?

    var body: some View {
        ScrollView([]) {
            ForEach(stickers, id: \.self) { sticker in
                Text(sticker)
                    .gesture(DragGesture().onEnded { _ in moved = sticker })
                    .accessibilityAction(named: "Move") { moved = sticker }
            }
        }
    }
}
