import SwiftUI

struct TrackRow: View {
    let track: String
    @Binding var queued: [String]

    var body: some View {
        VStack {
            HStack {
                Text(track)
                Spacer(minLength: 16)
                Image(systemName: "plus")
            }
            .font(.body)
            #if os(iOS)
            .onTapGesture(count: 2) { queued.append(track) } // expect: tap_area_without_content_shape
            #endif
            HStack {
                Text("Shuffle all")
                Spacer()
            }
            .background(Color.clear)
            .accessibilityAddTraits(.isButton)
            .onTapGesture { queued.shuffle() } // expect: tap_area_without_content_shape
        }
    }
}
