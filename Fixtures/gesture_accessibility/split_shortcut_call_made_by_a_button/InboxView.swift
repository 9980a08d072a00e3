import SwiftUI

struct InboxView: View {
    let navigation: Navigator
    let user: String

    var body: some View {
        VStack {
            infoButton("Switch Account") {
                navigation.openSheet(.quickSwitcher)
            }
            Button("Profile") { navigation.openSheet(.profile("me")) }
            Button("Search") { navigation.openSheet(.search) }
            Button("Close") { navigation.dismiss() }
            Text("More")
                .contextMenu {
                    Button("Settings") { navigation.openSheet(.settings) }
                }
        }
    }

    private func infoButton(_ title: String, callback: @escaping () -> Void) -> some View {
        Button(action: callback) {
            Text(title)
                .padding(4)
        }
    }
}
