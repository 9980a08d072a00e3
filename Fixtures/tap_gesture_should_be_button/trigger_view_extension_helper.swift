import SwiftUI

extension View {
    /// Makes any view "tappable". Used all over the settings screens.
    func onActivate(perform action: @escaping () -> Void) -> some View {
        onTapGesture(perform: action) // expect: tap_gesture_should_be_button@9
    }

    func tappableRow(_ action: @escaping () -> Void) -> some View {
        self
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { // expect: tap_gesture_should_be_button@14
                action()
            }
    }
}

struct SettingsRow: View {
    let title: String
    var open: () -> Void

    var body: some View {
        Text(title)
            .tappableRow(open)
    }
}
