import SwiftUI

struct Taps: View {
    @State private var liked = false
    @State private var last: CGPoint = .zero

    var body: some View {
        VStack {
            Image(systemName: "heart")
                .onTapGesture { liked.toggle() }
            Image(systemName: "star")
                .onTapGesture(count: 1) { liked = true }
            Image(systemName: "bolt")
                .onTapGesture(count: 2) { liked = false }
            Image(systemName: "hand.point.up")
                .onTapGesture { location in last = location }
            Text("Accessible")
                .onTapGesture { liked.toggle() }
                .accessibilityAddTraits(.isButton)
            Text("Empty")
                .onTapGesture {}
            Text("Spatial")
                .gesture(SpatialTapGesture().onEnded { value in last = value.location })
            Text("Inline")
                .gesture(TapGesture().onEnded { liked.toggle() })
        }
    }
}
