import SwiftUI

/// (fix round 12) A segment whose tap runs what its text field's own focus handler runs is still
/// reported (the tap can take the click the field needs to take focus), with a message that says
/// the field already runs the action and that `.simultaneousGesture` keeps both.
struct TimeoutSegment: View {
    enum Field: Hashable { case minutes, label }
    @State private var minutes = "10"
    @State private var label = ""
    @FocusState private var isEditing: Bool
    @FocusState private var focus: Field?
    @State private var usesTimeout = false

    var body: some View {
        VStack {
            HStack {
                TextField("Minutes", text: $minutes)
                    .focused($isEditing)
                    .onChange(of: isEditing) { editing in
                        if editing { chooseTimeout() } else { saveMinutes() }
                    }
                Text("minutes")
            }
            .onTapGesture { chooseTimeout() } // expect: parent_child_gesture_conflict@14
            HStack {
                TextField("Label", text: $label)
                    .focused($focus, equals: .label)
                    .onChange(of: focus) { _ in usesTimeout = true }
                Text("label")
            }
            .onTapGesture { usesTimeout = true } // expect: parent_child_gesture_conflict@14
        }
    }

    func chooseTimeout() {}
    func saveMinutes() {}
}
