import SwiftUI

/// (fix round 10) A settings row whose `.onTapGesture` runs exactly what a control inside it runs
/// (its "Configure..." Button, also behind an `if`; a text field whose focus change runs the same
/// call) only enlarges that control: the Toggle beside it keeps its own clicks. Silent.
struct InvisiblesRow: View {
    @Binding var enabled: Bool
    @State private var showsSettings = false

    var body: some View {
        HStack {
            Text("Show Invisible Characters")
            Spacer()
            Toggle(isOn: $enabled) { EmptyView() }
            Button {
                showsSettings = true
            } label: {
                Text("Configure...")
            }
            .disabled(!enabled)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            if enabled {
                showsSettings = true
            }
        }
        .sheet(isPresented: $showsSettings) { Text("Settings") }
    }
}

struct KeepAliveSegment: View {
    @State private var seconds = "5"
    @FocusState private var fieldFocused: Bool

    var body: some View {
        HStack(spacing: 4) {
            TextField("", text: $seconds)
                .focused($fieldFocused)
                .onChange(of: fieldFocused) { focused in
                    if focused {
                        selectDuration()
                    } else {
                        commit()
                    }
                }
            Text("seconds")
        }
        .contentShape(Rectangle())
        .onTapGesture {
            selectDuration()
        }
    }

    func selectDuration() {}
    func commit() {}
}
