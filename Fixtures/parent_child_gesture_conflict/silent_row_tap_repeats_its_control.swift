import SwiftUI

/// (fix round 10) A settings row whose `.onTapGesture` runs exactly what a Button inside it runs
/// (its "Configure..." Button; here behind an `if`, as the button is disabled) only enlarges that
/// button: the Toggle beside it keeps its own clicks. Silent; so is a row whose tap makes the same
/// call, with the same arguments, as its button.
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

struct ExportRow: View {
    @Binding var automatic: Bool
    var export: (String) -> Void

    var body: some View {
        HStack {
            Text("Export")
            Toggle("Automatic", isOn: $automatic)
            Button("Export PDF") { export("pdf") }
        }
        .onTapGesture { export("pdf") }
    }
}
