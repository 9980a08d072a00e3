import SwiftUI

/// (v2) A card's `.onTapGesture` over a `Link` and a `ShareLink`: plain controls win on their
/// own area, the card's tap elsewhere.
struct ArticleCard: View {
    let title: String
    let source: URL
    let open: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            HStack {
                Link("Source", destination: source)
                Spacer()
                ShareLink(item: source)
            }
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .onTapGesture { open() }
        .accessibilityAction(named: "Open") { open() }
    }
}
