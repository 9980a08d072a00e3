import SwiftUI

/// (v2) A tap attached to a `List`, a `Form` or a `NavigationStack` itself is a background tap:
/// a Button is not the fix.
struct ContactsScreen: View {
    let names: [String]
    @State private var showsIndex = true

    var body: some View {
        List(names, id: \.self) { Text($0) }
            .onTapGesture { showsIndex.toggle() }
    }
}

struct AboutScreen: View {
    @State private var showsCredits = false

    var body: some View {
        Form {
            Text("Version 2.4")
            Text("Made with care")
        }
        .onTapGesture { showsCredits.toggle() }
    }
}

struct ReaderScreen: View {
    @State private var showsToolbar = true

    var body: some View {
        NavigationStack {
            Text("Chapter one").navigationTitle("Reader")
        }
        .onTapGesture { withAnimation { showsToolbar.toggle() } }
    }
}
