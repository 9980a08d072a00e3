import SwiftUI

struct CardView: View {
    @State var offset: CGSize = .zero
    @GestureState var isPressed = false
    @Binding var selected: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .offset(offset)
            .scaleEffect(isPressed ? 0.95 : 1)
            .gesture(dragToMove)
            .simultaneousGesture(pressFeedback)
    }
}
