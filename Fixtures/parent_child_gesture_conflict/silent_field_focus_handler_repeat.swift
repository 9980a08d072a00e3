import SwiftUI

/// (fix round 12) A segment whose tap runs what its text field's own focus handler runs is silent:
/// the tap does what the field does when it takes focus, so it only enlarges the field's target.
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
            .onTapGesture { chooseTimeout() }
            HStack {
                TextField("Label", text: $label)
                    .focused($focus, equals: .label)
                    .onChange(of: focus) { _ in usesTimeout = true }
                Text("label")
            }
            .onTapGesture { usesTimeout = true }
        }
    }

    func chooseTimeout() {}
    func saveMinutes() {}
}
