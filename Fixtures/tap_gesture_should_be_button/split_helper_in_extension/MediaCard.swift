import SwiftUI

/// A media card whose error overlay, declared in an extension in another file, holds a retry Button.
struct MediaCard: View {
    let url: URL
    @State var failed = false

    var body: some View {
        Image(systemName: "photo")
            .overlay(errorOverlay)
    }
}

/// A card whose caption, declared in an extension in another file, is only text.
struct CaptionCard: View {
    let title: String

    var body: some View {
        VStack {
            Image(systemName: "photo")
            caption
        }
    }
}
