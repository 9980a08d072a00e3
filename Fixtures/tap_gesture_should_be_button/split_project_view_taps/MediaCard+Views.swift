import SwiftUI

extension MediaCard {
    var errorOverlay: some View {
        VStack {
            Text("Failed to load")
            Button("Retry") { reload() }
        }
    }

    func reload() {}
}
