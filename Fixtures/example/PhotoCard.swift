import SwiftUI

/// The README's example: a photo card with the gesture mistakes a review would catch.
/// Run `swift run gesturelint Fixtures/example` to see them reported.
struct PhotoCard: View {
    let photo: Image
    let onOpen: () -> Void
    @State private var scale: CGFloat = 1
    @State private var dragOffset: CGSize = .zero // expect: state_should_be_gesture_state@24

    private var pinch: some Gesture {
        MagnificationGesture() // expect: deprecated_gesture_type
            .onChanged { value in
                scale = value // expect: unclamped_gesture_scale
            }
    }

    var body: some View {
        photo
            .resizable()
            .scaledToFit()
            .scaleEffect(scale)
            .offset(dragOffset)
            .gesture(pinch) // expect: gesture_accessibility
            .simultaneousGesture(
                DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { _ in dragOffset = .zero }
            )
            .onTapGesture { // expect: tap_gesture_should_be_button
                onOpen()
            }
    }
}
