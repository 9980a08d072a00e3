import SwiftUI
import AppKit

/// (v2) A press that only forwards to an AppKit control (`performClick`) performs that
/// control's action: the control is the accessible alternative.
struct LegacyMacButtonWrapper: View {
    let button: NSButton

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .onLongPressGesture(minimumDuration: 0.6) {
                button.performClick(nil)
            }
    }
}
