import SwiftUI

/// (v2) The modifier form `.onLongPressGesture` over a plain `Button`, a `Link` and an inner tap:
/// the child wins on its own area, the container's press everywhere else.
struct AlbumCard: View {
    let title: String
    let play: () -> Void
    let showMenu: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 12).fill(.teal).frame(height: 120)
            HStack {
                Text(title)
                Spacer()
                Button(action: play) { Image(systemName: "play.fill") }
            }
        }
        .padding()
        .contentShape(Rectangle())
        .onLongPressGesture { showMenu() }
        .accessibilityAction(named: "More") { showMenu() }
    }
}

struct ArticleTeaser: View {
    let headline: String
    let source: URL
    let save: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(headline).font(.headline)
            Link("Read at the source", destination: source)
        }
        .contentShape(Rectangle())
        .onLongPressGesture(minimumDuration: 0.4) { save() }
        .accessibilityAction(named: "Save") { save() }
    }
}

struct StickerTile: View {
    let sticker: String
    let send: () -> Void
    let pin: () -> Void

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(.orange.opacity(0.2))
            Image(sticker)
                .onTapGesture(count: 2) { send() }
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { send() }
        }
        .onLongPressGesture { pin() }
        .accessibilityAction(named: "Pin") { pin() }
    }
}
