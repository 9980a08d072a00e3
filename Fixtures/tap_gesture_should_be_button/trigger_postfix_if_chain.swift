import SwiftUI

struct NoteCard: View {
    let note: Note
    @Environment(\.openWindow) private var openWindow
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(note.title)
                .font(.headline)
            Text(note.preview)
                .lineLimit(3)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        #if os(iOS)
        .onTapGesture { // expect: tap_gesture_should_be_button@10
            isEditing = true
        }
        #else
        .onTapGesture(count: 2) {
            openWindow(value: note.id)
        }
        #endif
        .sheet(isPresented: $isEditing) {
            NoteEditor(note: note)
        }
    }
}
