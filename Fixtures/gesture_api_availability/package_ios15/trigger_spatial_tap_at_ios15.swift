import SwiftUI

struct MapMarkers: View {
    @State private var pins: [CGPoint] = []

    var body: some View {
        Image("map")
            .gesture(
                SpatialTapGesture(count: 2) // expect: gesture_api_availability@17
                    .onEnded { value in pins.append(value.location) }
            )
    }
}
