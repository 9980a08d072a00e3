import SwiftUI

/// (v2) Where wrapping in a Button is not the fix: a tap on a scroll view, a list, a form, a
/// navigation stack, or a whole-screen GeometryReader is a background tap.
struct ChatScreen: View {
    @State private var messages: [String] = []
    @State private var showsEmojiBar = true

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(messages, id: \.self) { Text($0) }
            }
            .onTapGesture { showsEmojiBar.toggle() }
        }
    }
}

struct CanvasScreen: View {
    @State private var showsChrome = true

    var body: some View {
        GeometryReader { proxy in
            Color.black.frame(width: proxy.size.width, height: proxy.size.height)
        }
        .onTapGesture { withAnimation { showsChrome.toggle() } }
    }
}
