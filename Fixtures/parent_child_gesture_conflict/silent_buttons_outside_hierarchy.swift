import SwiftUI

/// Buttons in menus, sheets and swipe actions are not children of the tapped view.
struct MailRow: View {
    let mail: Mail
    @State private var showsDetail = false
    var delete: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(mail.subject).font(.headline)
            Text(mail.preview).lineLimit(2)
        }
        .contextMenu {
            Button("Delete", role: .destructive, action: delete)
        }
        .swipeActions {
            Button("Delete", role: .destructive, action: delete)
        }
        .sheet(isPresented: $showsDetail) {
            Button("Close") { showsDetail = false }
        }
        .onTapGesture { showsDetail = true }
        .accessibilityAddTraits(.isButton)
    }
}
