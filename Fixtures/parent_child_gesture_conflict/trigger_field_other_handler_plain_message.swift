import SwiftUI

/// (fix round 12) Near misses of the focus-handler silence: the field's value handler or its
/// `.onSubmit` runs the tap's action (typing or Return, not the click), the focus handler runs
/// something else, or the observed state is not the one the field binds: the plain message.
struct RenameSegment: View {
    @State private var name = ""
    @FocusState private var nameFocused: Bool
    @State private var otherFocused = false

    var body: some View {
        VStack {
            HStack {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .onChange(of: name) { _ in rename() }
                    .onSubmit { rename() }
            }
            .onTapGesture { rename() } // expect: parent_child_gesture_conflict@14
            HStack {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .onChange(of: nameFocused) { _ in validate() }
            }
            .onTapGesture { rename() } // expect: parent_child_gesture_conflict@14
            HStack {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .onChange(of: otherFocused) { _ in rename() }
            }
            .onTapGesture { rename() } // expect: parent_child_gesture_conflict@14
        }
    }

    func rename() {}
    func validate() {}
}
