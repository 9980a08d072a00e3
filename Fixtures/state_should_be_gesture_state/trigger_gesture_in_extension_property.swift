import SwiftUI

/// A tilting tile whose gesture is a computed property in an extension of the view.
struct TiltTile: View {
    let open: () -> Void
    @State private var tilt = CGSize.zero // expect: state_should_be_gesture_state@24

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .rotation3DEffect(.degrees(Double(tilt.width) / 10), axis: (x: 0, y: 1, z: 0))
            .gesture(tiltGesture)
            .accessibilityAction(named: "Open", open)
    }
}

extension TiltTile {
    var tiltGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                tilt.width = value.translation.width
                tilt.height = value.translation.height
            }
            .onEnded { value in
                if value.translation.height < -100 { open() }
                tilt = CGSize.zero
            }
    }
}
