import SwiftUI

extension SettingsScreen {
    /// The fixed version of the row in the other file.
    var aboutRow: some View {
        HStack {
            Text("About")
            Spacer()
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(.isButton)
        .onTapGesture(count: 2) { print("about") }
    }
}
