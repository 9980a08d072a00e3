import SwiftUI

final class NoteStore: ObservableObject {
    @Published var notes: [String] = []
    @Published var archived: [String] = []
    func archive(_ note: String) { archived.append(note) }
    func clearArchive() { archived.removeAll() }
}

/// (fix3) Near miss: the button's helper does something else (clears the archive), so the swipe
/// that archives stays the only way to archive.
struct NoteRow: View {
    let note: String
    @ObservedObject var store: NoteStore

    private func clear() { store.clearArchive() }

    var body: some View {
        HStack {
            Text(note)
                .gesture( // expect: gesture_accessibility
                    DragGesture(minimumDistance: 30)
                        .onEnded { value in
                            if value.translation.width < -80 { store.archive(note) }
                        }
                )
            Button("Clear archive") { clear() }
        }
    }
}

/// A global function whose parameter is handed something that is not a name: its paths are
/// not this view's, so the long press is still the only way to open the profile.
func openProfile(of user: AppUser) {
    user.nav.open()
}

final class ProfileNav { func open() {} }
struct AppUser { let nav: ProfileNav }

struct AuthorBadge: View {
    let user: AppUser
    let other: AppUser

    var body: some View {
        Text("Author")
            .contextMenu { Button("Profile") { openProfile(of: AppUser(nav: ProfileNav())) } }
            .onLongPressGesture(minimumDuration: 0.3) { user.nav.open() } // expect: gesture_accessibility@14
    }
}
