import SwiftUI

/// (fix3) Near miss: the modifier runs its caller's `onArchive`, and the one caller in this file
/// offers no other way to archive.
struct SwipeToArchive: ViewModifier {
    var onArchive: () -> Void

    func body(content: Content) -> some View {
        content
            .gesture( // expect: gesture_accessibility
                DragGesture(minimumDistance: 30)
                    .onEnded { value in
                        if value.translation.width < -80 { onArchive() }
                    }
            )
    }
}

final class Mailbox: ObservableObject {
    @Published var archived: [String] = []
    func archive(_ id: String) { archived.append(id) }
    func refresh() {}
}

struct MailRow: View {
    let id: String
    @ObservedObject var mailbox: Mailbox

    var body: some View {
        HStack {
            Text(id)
                .modifier(SwipeToArchive(onArchive: { mailbox.archive(id) }))
            Button("Refresh") { mailbox.refresh() }
        }
    }
}
