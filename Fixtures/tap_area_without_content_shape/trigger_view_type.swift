import SwiftUI

struct SettingsList: View {
    @State private var notifications = false

    var body: some View {
        VStack {
            SettingRow(title: "Notifications", value: notifications ? "On" : "Off")
                .onTapGesture(count: 2) { notifications.toggle() } // expect: tap_area_without_content_shape
        }
    }
}

struct SettingRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}
