import SwiftUI

/// Dragging on the backdrop also changes the wallpaper's brightness: not a dismissal.
struct WallpaperEditor: View {
    @Binding var isOpen: Bool
    @State private var brightness = 0.5

    var body: some View {
        Color.black.opacity(brightness)
            .ignoresSafeArea()
            .gesture( // expect: gesture_accessibility@14
                DragGesture().onEnded { value in
                    brightness = min(max(brightness - value.translation.height / 500, 0), 1)
                    isOpen = false
                }
            )
    }
}

/// A photo (not a backdrop) that a long press closes for good.
struct PhotoPreview: View {
    @Binding var isShown: Bool

    var body: some View {
        Image("photo")
            .onLongPressGesture { isShown = false } // expect: gesture_accessibility@14
    }
}
