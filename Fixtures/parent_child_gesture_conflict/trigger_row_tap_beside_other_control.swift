import SwiftUI

/// (fix round 10) Near misses of the row that repeats its control: a row tap doing something no
/// control inside does, a text field whose text change (not its focus) runs the tap's call, and the
/// checklist's `.gesture(TapGesture())` form, which blocks the Toggle whatever a Button beside it does.
struct WarningsRow: View {
    @Binding var enabled: Bool
    @State private var showsSettings = false
    @State private var showsHelp = false

    var body: some View {
        VStack {
            HStack {
                Text("Show Warning Characters")
                Toggle(isOn: $enabled) { EmptyView() }
                Button("Configure...") { showsSettings = true }
            }
            .onTapGesture { showsHelp = true } // expect: parent_child_gesture_conflict@14
            HStack {
                Text("Show Warning Characters")
                Toggle(isOn: $enabled) { EmptyView() }
                Button("Configure...") { showsSettings = true }
            }
            .gesture(TapGesture().onEnded { showsSettings = true }) // expect: parent_child_gesture_conflict@14
        }
    }
}

struct DurationSegment: View {
    @State private var seconds = "5"
    @FocusState private var fieldFocused: Bool

    var body: some View {
        HStack(spacing: 4) {
            TextField("", text: $seconds)
                .focused($fieldFocused)
                .onChange(of: seconds) { _ in selectDuration() }
            Text("seconds")
        }
        .onTapGesture { selectDuration() } // expect: parent_child_gesture_conflict@10
    }

    func selectDuration() {}
}
