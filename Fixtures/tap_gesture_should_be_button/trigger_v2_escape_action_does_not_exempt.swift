import SwiftUI

/// (v2) `.accessibilityAction(.escape)` closes something; it does not perform the tap's action.
struct PopoverChip: View {
    let label: String
    let open: () -> Void
    let close: () -> Void

    var body: some View {
        Text(label)
            .padding(6)
            .onTapGesture { open() } // expect: tap_gesture_should_be_button@14
            .accessibilityAction(.escape) { close() }
    }
}
