import SwiftUI

struct FileRow: View {
    let name: String
    @Binding var opened: String?

    private var doubleTap: some Gesture {
        TapGesture(count: 2).onEnded { opened = name }
    }

    var body: some View {
        HStack {
            Image(systemName: "doc")
            Text(name)
            Spacer()
        }
        .gesture(doubleTap) // expect: tap_area_without_content_shape
    }
}
