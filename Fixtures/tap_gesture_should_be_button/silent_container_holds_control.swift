import SwiftUI

/// A Button cannot wrap a text field: this tap belongs to parent_child_gesture_conflict.
struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .focused($focused)
            SecureField("Password", text: $password)
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture { focused = false } // expect: parent_child_gesture_conflict@10
    }
}
