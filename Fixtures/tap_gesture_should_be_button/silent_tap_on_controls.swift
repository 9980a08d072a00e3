import SwiftUI

struct ComposeField: View {
    @Binding var draft: String
    @State private var isFocusedByTap = false
    var send: () -> Void

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
                .textFieldStyle(.roundedBorder)
                .onTapGesture { isFocusedByTap = true }
            Button("Send", action: send)
                .simultaneousGesture(TapGesture().onEnded { isFocusedByTap = false })
            Image(systemName: "paperplane")
                .buttonStyle(.borderless)
                .onTapGesture { send() }
        }
    }
}

struct QualifiedControls: View {
    @State private var pressed = false

    var body: some View {
        SwiftUI.Button("Save") { pressed = true }
            .onTapGesture { pressed = false }
    }
}
