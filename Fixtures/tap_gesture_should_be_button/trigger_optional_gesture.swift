import SwiftUI

struct MapPin: View {
    let place: Place
    var isInteractive: Bool
    @Binding var selectedPlace: Place?

    private var select: some Gesture {
        TapGesture().onEnded { selectedPlace = place }
    }

    var body: some View {
        Image(systemName: "mappin.circle.fill")
            .font(.title)
            .foregroundStyle(.red)
            .gesture(isInteractive ? select : nil) // expect: tap_gesture_should_be_button@14
    }
}
