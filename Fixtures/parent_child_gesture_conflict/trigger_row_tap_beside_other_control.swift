import SwiftUI

/// (fix round 10) Near misses of the row that repeats its button: a row tap doing something no
/// button inside does (also the same function with other arguments), the checklist's `.gesture(TapGesture())` form (it blocks the Toggle whatever a
/// Button beside it does), and text fields, which need the click to take focus (even when the tap
/// repeats a button beside them or what their value handler runs). Fix round 12: a tap that runs
/// exactly what the field's own focus change runs is silent (`silent_field_focus_handler_repeat.swift`).
struct WarningsRow: View {
    @Binding var enabled: Bool
    @State private var showsSettings = false
    @State private var showsHelp = false
    var export: (String) -> Void = { _ in }

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
            HStack {
                Toggle(isOn: $enabled) { EmptyView() }
                Button("Export PDF") { export("pdf") }
            }
            .onTapGesture { export("png") } // expect: parent_child_gesture_conflict@14
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

struct KeepAliveSegment: View {
    @State private var seconds = "5"
    @FocusState private var fieldFocused: Bool

    var body: some View {
        VStack {
            HStack(spacing: 4) {
                TextField("", text: $seconds)
                    .focused($fieldFocused)
                    .onChange(of: fieldFocused) { focused in
                        if focused { selectDuration() }
                    }
                Text("seconds")
            }
            .onTapGesture { selectDuration() }
            HStack {
                TextField("", text: $seconds)
                Button("Use") { selectDuration() }
            }
            .onTapGesture { selectDuration() } // expect: parent_child_gesture_conflict@14
        }
    }

    func selectDuration() {}
}
