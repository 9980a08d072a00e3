import SwiftUI

/// The padding around the stack draws nothing: taps there are lost.
struct ColorSwatch: View {
    let name: String
    @State private var lastTap: CGPoint = .zero

    var body: some View {
        VStack {
            Circle().frame(width: 24, height: 24)
            Text(name).font(.caption)
        }
        .padding(12)
        .onTapGesture { location in lastTap = location } // expect: tap_area_without_content_shape
    }
}
