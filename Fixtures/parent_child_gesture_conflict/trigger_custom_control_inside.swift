import SwiftUI

struct StarToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Starred", isOn: $isOn)
            .toggleStyle(.button)
    }
}

struct NoteRow: View {
    let note: Note
    @Binding var starred: Bool
    var open: () -> Void

    var body: some View {
        HStack {
            Text(note.title)
            StarToggle(isOn: $starred)
        }
        .onTapGesture(perform: open) // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Open", open)
    }
}
