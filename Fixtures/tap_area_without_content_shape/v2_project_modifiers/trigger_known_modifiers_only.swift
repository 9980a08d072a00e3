import SwiftUI

extension View {
    /// A same-file helper that only sets a font: it draws nothing, so the Spacer's area stays empty.
    func rowFont() -> some View {
        font(.body.weight(.medium))
    }
}

/// (v2) Near miss of an unresolved modifier: only SwiftUI modifiers and a same-file helper that
/// draws nothing sit between the stack and the tap.
struct SettingRow: View {
    let title: String
    @State private var opened = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .rowFont()
        .foregroundStyle(.primary)
        .onTapGesture { opened = true } // expect: tap_area_without_content_shape
        .accessibilityAddTraits(.isButton)
    }
}
