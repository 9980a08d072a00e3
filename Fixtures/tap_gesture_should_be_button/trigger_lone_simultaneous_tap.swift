import SwiftUI

/// (v2) A lone `.simultaneousGesture(TapGesture())` that opens a detail view: nothing else on the
/// view or around it for that priority to be about, so it is a button-like tap.
struct RecipeThumbnail: View {
    let imageName: String
    @State private var showsDetail = false

    var body: some View {
        Image(imageName)
            .resizable()
            .scaledToFill()
            .frame(width: 120, height: 120)
            .clipped()
            .simultaneousGesture(TapGesture().onEnded { showsDetail = true }) // expect: tap_gesture_should_be_button@34
            .sheet(isPresented: $showsDetail) { Text(imageName) }
    }
}
