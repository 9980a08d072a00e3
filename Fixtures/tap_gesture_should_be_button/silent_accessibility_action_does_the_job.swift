import SwiftUI

/// (v2) The near miss: the default action, or a named action that calls the same function or
/// writes the same state, does the tap's job.
struct InboxItemAccessible: View {
    let subject: String
    let open: () -> Void
    @Binding var isStarred: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(subject)
                .onTapGesture { open() }
                .accessibilityAction { open() }
            Text("Star")
                .onTapGesture { isStarred.toggle() }
                .accessibilityAction(named: "Toggle star") { isStarred.toggle() }
            Text("Open")
                .onTapGesture(perform: open)
                .accessibilityAction(named: "Open", open)
        }
    }
}
