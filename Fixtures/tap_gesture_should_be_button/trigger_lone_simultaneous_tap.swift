import SwiftUI

/// (v2) A lone `.simultaneousGesture(TapGesture())` that opens a detail view: nothing else on the
/// view, around it or inside it for that priority to be about, so it is a button-like tap.
struct RecipeGrid: View {
    let imageNames: [String]
    @State private var detail: String?

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
            ForEach(imageNames, id: \.self) { name in
                Image(name)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 120, height: 120)
                    .clipped()
                    .simultaneousGesture(TapGesture().onEnded { detail = name }) // expect: tap_gesture_should_be_button@42
            }
        }
        .sheet(item: $detail) { Text($0) }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
