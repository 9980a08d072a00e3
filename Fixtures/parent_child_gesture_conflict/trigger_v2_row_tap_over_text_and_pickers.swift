import SwiftUI

/// (v2) The modifier form still fights the controls that track their own touches: a secure field,
/// a text editor, a date picker, a colour picker and a picker, outside any `Form`.
struct LoginCard: View {
    @Binding var password: String
    let showHelp: () -> Void

    var body: some View {
        VStack {
            Text("Sign in")
            SecureField("Password", text: $password)
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture { showHelp() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Help") { showHelp() }
    }
}

struct NoteCard: View {
    @Binding var text: String
    let expand: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("Note")
            TextEditor(text: $text).frame(height: 80)
        }
        .onTapGesture { expand() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Expand") { expand() }
    }
}

struct ReminderRow: View {
    @Binding var due: Date
    let open: () -> Void

    var body: some View {
        HStack {
            Text("Due")
            DatePicker("", selection: $due, displayedComponents: .date)
        }
        .onTapGesture { open() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Open") { open() }
    }
}

struct TagStyleRow: View {
    @Binding var tint: Color
    let preview: () -> Void

    var body: some View {
        HStack {
            Text("Tint")
            ColorPicker("", selection: $tint)
        }
        .onLongPressGesture { preview() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Preview") { preview() }
    }
}

struct SortBar: View {
    @Binding var order: Int
    let refresh: () -> Void

    var body: some View {
        HStack {
            Text("Sort")
            Picker("Order", selection: $order) {
                Text("Newest").tag(0)
                Text("Oldest").tag(1)
            }
        }
        .onTapGesture { refresh() } // expect: parent_child_gesture_conflict@10
        .accessibilityAction(named: "Refresh") { refresh() }
    }
}
