import SwiftUI

extension MediaCard {
    @ViewBuilder
    var errorOverlay: some View {
        if failed {
            VStack {
                Text("Failed to load")
                Button("Retry") { failed = false }
            }
        }
    }
}

extension CaptionCard {
    var caption: some View {
        Text(title).font(.caption)
    }
}
