import SwiftUI

struct ReaderPage: View {
    let page: Page
    @Binding var showsToolbar: Bool

    private var toggleToolbar: some Gesture {
        TapGesture().onEnded { showsToolbar.toggle() }
    }

    var body: some View {
        VStack {
            Text(page.text)
            Link("Footnote", destination: page.footnoteURL)
        }
        .gesture(toggleToolbar, including: .gesture)
        .accessibilityAction(named: "Toggle toolbar") { showsToolbar.toggle() }
    }
}
