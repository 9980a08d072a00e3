import SwiftUI

/// (v2) The exception to "tap outside": a keyboard-dismiss tap on a `Form` that holds controls
/// is the well-known way to break the toggle's and the picker's taps.
struct ProfileSettings: View {
    @State private var displayName = ""
    @State private var isPublic = true
    @State private var theme = 0

    var body: some View {
        Form {
            TextField("Display name", text: $displayName)
            Toggle("Public profile", isOn: $isPublic)
            Picker("Theme", selection: $theme) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
            }
        }
        .onTapGesture { // expect: parent_child_gesture_conflict@10
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
    }
}
