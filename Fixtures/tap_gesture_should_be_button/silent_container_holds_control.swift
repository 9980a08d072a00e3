import SwiftUI

/// A Button cannot wrap a text field, and (v2) a tap outside that only drops the focus is the
/// "tap outside to dismiss" pattern: neither rule reports it.
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
        .onTapGesture { focused = false }
    }
}
