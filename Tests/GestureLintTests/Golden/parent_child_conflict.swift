import SwiftUI

struct Row: View {
    let title: String
    var body: some View { Text(title) }
}

struct Settings: View {
    @State private var expanded = false
    @State private var enabled = false

    var body: some View {
        List {
            Section("General") {
                HStack {
                    Text("Wi-Fi")
                    Toggle("", isOn: $enabled)
                }
                .onTapGesture { expanded.toggle() }
                VStack {
                    Button("Open") { expanded = true }
                    Row(title: "Details")
                        .onTapGesture { enabled.toggle() }
                }
                .simultaneousGesture(TapGesture().onEnded { expanded = false })
                Group {
                    Row(title: "Nested")
                        .gesture(LongPressGesture().onEnded { _ in enabled = true })
                }
                .gesture(TapGesture().onEnded { expanded.toggle() }, including: .gesture)
            }
        }
    }
}
