import SwiftUI
import UIKit

/// (v2) Looking up the key window or the active scene while dragging walks a handful of
/// elements; it is not heavy work.
struct PanelView: View {
    @State private var offset: CGFloat = 0
    @State private var windowWidth: CGFloat = 0
    @State private var sceneActive = false

    var body: some View {
        Color.gray
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation.width
                        windowWidth = UIApplication.shared.windows.first { $0.isKeyWindow }?.bounds.width ?? 0
                        sceneActive = UIApplication.shared.connectedScenes.contains { $0.activationState == .foregroundActive }
                        for scene in UIApplication.shared.connectedScenes where scene.activationState == .foregroundActive {
                            sceneActive = true
                        }
                    }
            )
            .accessibilityAction(named: "Slide") { offset = 100 }
    }
}
