import SwiftUI
import DesignSystem

/// (v2) Between the stack and the tap sits a modifier of the project's own (declared in another
/// file) or of a package the index does not know: either may draw a background. Silent.
struct SettingRow: View {
    let title: String
    @State private var opened = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .cardStyle()
        .onTapGesture { opened = true }
        .accessibilityAddTraits(.isButton)
    }

    var themed: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .dsSurface(.raised)
        .onTapGesture { opened = true }
        .accessibilityAddTraits(.isButton)
    }
}
