import SwiftUI

/// (v2) The "tap outside" pattern: the container's tap only drops the focus, clears a selection
/// or closes a presentation.
struct SignUpScreen: View {
    enum Field { case name, email }
    @State private var name = ""
    @State private var email = ""
    @State private var acceptsTerms = false
    @State private var showsTooltip = false
    @FocusState private var focused: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("Email", text: $email).focused($focused, equals: .email)
            Toggle("I accept the terms", isOn: $acceptsTerms)
        }
        .padding()
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { focused = nil })
    }
}

struct ColorGrid: View {
    let colors: [Color]
    @State private var selection: Int? = nil
    @State private var showsPalette = false

    var body: some View {
        VStack {
            Toggle("Show palette", isOn: $showsPalette)
            HStack { ForEach(colors.indices, id: \.self) { colors[$0].frame(width: 30, height: 30) } }
        }
        .onTapGesture {
            withAnimation { selection = nil }
            showsPalette = false
        }
    }
}
