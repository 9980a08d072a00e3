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

struct CalloutPin: View {
    let place: Place
    var showsCallout: Bool
    @Binding var detail: Place?

    private var openDetail: some Gesture {
        TapGesture().onEnded { detail = place }
    }

    var body: some View {
        if showsCallout {
            Text(place.name)
                .padding(6)
                .background(.thinMaterial, in: Capsule())
                .gesture(openDetail) // expect: tap_gesture_should_be_button@18
        } else {
            switch place.kind {
            case .restaurant:
                Image(systemName: "fork.knife").onTapGesture(perform: select) // expect: tap_gesture_should_be_button@49
            default:
                Image(systemName: "mappin")
            }
        }
    }

    func select() { detail = place }
}
