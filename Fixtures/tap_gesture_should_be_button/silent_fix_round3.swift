import SwiftUI

/// (fix round 3) Taps a Button is not the fix for: selectable text built in another closure
/// argument of the row, a dismiss-only tap over controls, a simultaneous tap on a project view that
/// holds controls, focusing an input, whole-screen roots, a translucent filler whose tap toggles,
/// a tap that does what a project control handed the same binding does, a documented choice, a
/// tap inside a NavigationLink's label.
struct DetailRow<Kind: View>: View {
    let kind: Kind
    var body: some View { HStack { kind } }
}

struct MenuRowButton: View {
    @Binding var isOpen: Bool
    var body: some View { Button("Menu") { isOpen.toggle() } }
}

struct SideItems: View {
    var body: some View { VStack { Button("Home") {}; Link("Help", destination: URL(string: "https://example.com")!) } }
}

struct TopicSection: View {
    @State private var expanded = false
    let topic: String

    var body: some View {
        DetailRow(kind: VStack {
            Text(topic)
                .textSelection(.enabled)
        })
        .onTapGesture {
            expanded.toggle()
        }
    }
}

struct SideMenuScreen: View {
    @State private var visible = true

    var body: some View {
        VStack {
            ScrollView {
                SideItems()
                    .simultaneousGesture(TapGesture().onEnded { visible = false })
            }
            SideItems()
                .onTapGesture { visible = false }
            Text("Card")
                .overlay { Button("Share") {} }
                .onTapGesture { visible = false }
        }
    }
}

struct ComposerBar: View {
    @FocusState private var composerFocused: Bool
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Message", text: $text)
                .focused($composerFocused)
            Text("Tap to type")
                .onTapGesture {
                    guard !composerFocused else { return }
                    composerFocused = true
                }
            Text("Focus if needed")
                .onTapGesture {
                    if !composerFocused { composerFocused = true }
                }
        }
    }
}

struct ReaderScreen: View {
    @State private var showsToolbar = false

    var body: some View {
        ZStack {
            Color.black
            Text("Page")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black.ignoresSafeArea())
        .onTapGesture { showsToolbar.toggle() }
    }
}

struct MenuBackdrop: View {
    @State private var menuOpened = true

    var body: some View {
        ZStack {
            if menuOpened {
                GeometryReader { _ in EmptyView() }
                    .background(Color.black.opacity(0.5))
                    .onTapGesture { toggleMenu() }
            }
            Text("Content")
        }
    }

    func toggleMenu() { menuOpened.toggle() }
}

struct HeaderBar: View {
    @Binding var isSideBarOpened: Bool

    var body: some View {
        HStack {
            MenuRowButton(isOpen: $isSideBarOpened)
            Image(systemName: "star")
                .onTapGesture {
                    isSideBarOpened.toggle()
                }
        }
    }
}

struct SendInfoLabel: View {
    let onInfo: () -> Void

    var body: some View {
        VStack {
            Text("Sent")
                // Tap gesture so that VoiceOver does not announce the label as a button
                // (the description is already read out).
                .onTapGesture {
                    onInfo()
                }
            // Don't use a real Button as it sometimes fires together with the long press.
            Text("Show")
                .onTapGesture {
                    onInfo()
                }
        }
    }
}

struct UserList: View {
    @State private var showsInfo = false
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            NavigationLink(destination: Text(name)) {
                HStack {
                    Text(name)
                        .onTapGesture { showsInfo = true }
                }
            }
        }
    }
}

/// The logo sits in an `.overlay { }` of the header row, beside the menu button that does the same.
struct OverlaidHeader: View {
    @Binding var isSideBarOpened: Bool

    var body: some View {
        HStack {
            MenuRowButton(isOpen: $isSideBarOpened)
            Spacer()
        }
        .overlay {
            Image(systemName: "sparkles")
                .onTapGesture { isSideBarOpened.toggle() }
        }
    }
}

enum Palette {
    static let dim = Color.black
}

/// Logging a formatted value, a backdrop dimmed with a project colour, a hidden five-tap secret.
struct ProbeAndSecrets: View {
    @State private var isSidebarVisible = true
    @State private var tapCount = 0
    @State private var showsSecret = false

    var body: some View {
        ZStack {
            GeometryReader { proxy in
                Text("Center")
                    .onTapGesture {
                        print("center: \(proxy.frame(in: .global).midX)")
                    }
            }
            GeometryReader { _ in EmptyView() }
                .background(Palette.dim.opacity(0.6))
                .onTapGesture { isSidebarVisible.toggle() }
            Image(systemName: "moon")
                .onTapGesture { self.handleTap() }
        }
    }

    private func handleTap() {
        tapCount += 1
        if tapCount >= 5 {
            showsSecret = true
            tapCount = 0
        }
    }
}
