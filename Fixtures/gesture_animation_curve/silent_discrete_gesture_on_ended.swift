import SwiftUI

/// A long press is not thrown: there is no momentum to keep, so a curve is fine.
struct FavoriteStar: View {
    @State private var isFavorite = false

    var body: some View {
        Image(systemName: isFavorite ? "star.fill" : "star")
            .gesture(
                LongPressGesture(minimumDuration: 0.4)
                    .onEnded { _ in
                        withAnimation(.easeInOut(duration: 0.2)) { isFavorite.toggle() }
                    }
            )
            .accessibilityAction(named: "Toggle favorite") { isFavorite.toggle() }
    }
}
