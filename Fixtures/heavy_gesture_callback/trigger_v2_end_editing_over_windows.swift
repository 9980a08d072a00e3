import SwiftUI
import UIKit

/// (v2) Hiding the keyboard while dragging: the passes over the app's scenes and windows are
/// cheap, ending editing on every frame is what costs, so that call is the finding.
struct ComposerSheet: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        Color.white
            .offset(y: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation.height
                        UIApplication.shared.connectedScenes
                            .compactMap { $0 as? UIWindowScene }
                            .flatMap { $0.windows }
                            .first { $0.isKeyWindow }?
                            .endEditing(true) // expect: heavy_gesture_callback@30
                    }
            )
            .accessibilityAction(named: "Close") { offset = 400 }
    }
}

/// (v2) Near miss: a pass over the app's own model is still reported, even next to a window pass.
struct NotesSheet: View {
    let notes: [String]
    @State private var matches: [String] = []
    @State private var offset: CGFloat = 0

    var body: some View {
        Color.white
            .offset(y: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation.height
                        for window in UIApplication.shared.windows where window.isKeyWindow {
                            window.endEditing(true) // expect: heavy_gesture_callback@36
                        }
                        matches = notes.filter { $0.count > Int(offset) } // expect: heavy_gesture_callback@41
                    }
            )
            .accessibilityAction(named: "Close") { offset = 400 }
    }
}
