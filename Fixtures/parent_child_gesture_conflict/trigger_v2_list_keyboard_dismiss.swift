import SwiftUI

/// (v2) The exception to "tap outside", on a `List`: a keyboard-dismiss tap on a list that holds
/// controls breaks their taps.
struct ShoppingListEditor: View {
    @State private var newItem = ""
    @State private var onlyOpen = false

    var body: some View {
        List {
            TextField("Add item", text: $newItem)
            Toggle("Only open items", isOn: $onlyOpen)
        }
        .onTapGesture { // expect: parent_child_gesture_conflict@10
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
    }
}
