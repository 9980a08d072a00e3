import SwiftUI

/// Pins a message with a long press, written as a reusable ViewModifier.
struct PinOnLongPress: ViewModifier {
    @Binding var isPinned: Bool

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) {
                if isPinned { Image(systemName: "pin.fill") }
            }
            .onLongPressGesture(minimumDuration: 0.4) { // expect: gesture_accessibility
                isPinned.toggle()
            }
    }
}

extension View {
    func pinOnLongPress(_ isPinned: Binding<Bool>) -> some View {
        modifier(PinOnLongPress(isPinned: isPinned))
    }
}
