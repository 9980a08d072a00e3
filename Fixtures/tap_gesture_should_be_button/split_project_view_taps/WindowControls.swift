import SwiftUI

/// Window controls drawn as images with taps of their own (no SwiftUI Button): a view a Button
/// cannot wrap either.
struct WindowControls: View {
    let onAction: (String) -> Void

    var body: some View {
        HStack(spacing: 6) {
            control("xmark")
            control("minus")
        }
        .simultaneousGesture(TapGesture())
    }

    private func control(_ symbol: String) -> some View {
        Image(systemName: "\(symbol).circle.fill")
            .onTapGesture { onAction(symbol) } // expect: tap_gesture_should_be_button@14
    }
}

/// A card whose error overlay, declared in an extension in another file, holds a retry Button.
struct MediaCard: View {
    let url: URL

    var body: some View {
        Image(systemName: "photo")
            .overlay(errorOverlay)
    }
}

/// Only an empty tap (the scroll-view workaround) and a bare `TapGesture()` blocker: no tap
/// action of its own, so a tap on it keeps the Button advice.
struct QuietBadge: View {
    var body: some View {
        Text("New")
            .onTapGesture {}
            .simultaneousGesture(TapGesture())
    }
}
