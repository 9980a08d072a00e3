import SwiftUI

struct SettingsScreen: View {
    @State private var darkMode = false

    var body: some View {
        VStack {
            HStack {
                Text("Dark mode")
                Spacer()
                Text(darkMode ? "On" : "Off")
            }
            .accessibilityAddTraits(.isButton)
            .onTapGesture { darkMode.toggle() } // expect: tap_area_without_content_shape
            aboutRow
        }
    }
}
