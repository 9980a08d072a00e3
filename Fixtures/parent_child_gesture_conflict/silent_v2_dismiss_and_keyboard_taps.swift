import SwiftUI

/// (v2) "Tap outside" with `dismiss()`, and a keyboard-hiding tap on a plain stack (not a `Form`
/// or `List`): the container's action only dismisses.
struct QuickComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isUrgent = false

    var body: some View {
        VStack(spacing: 16) {
            Text("New reminder")
            Toggle("Urgent", isOn: $isUrgent)
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture { dismiss() }
    }
}

struct SearchHeader: View {
    @Binding var query: String

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Text("Recent searches").foregroundStyle(.secondary)
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture {
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
    }
}
