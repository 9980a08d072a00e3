import SwiftUI

/// The project's own `Button` is a plain label here, not SwiftUI's control.
struct Button: View {
    let title: String
    var body: some View {
        Text(title).bold()
    }
}

struct PromoBanner: View {
    var open: () -> Void

    var body: some View {
        HStack {
            Text("Try Pro")
            Button(title: "Learn more")
        }
        .onTapGesture(perform: open)
        .accessibilityAddTraits(.isButton)
    }
}
