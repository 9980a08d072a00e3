import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix round) A tap on a project view that holds controls, followed across files, gets the
/// container message (an accessibility action), never "use Button".
@Suite struct TapProjectViewMessageTests {
    static func messages(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return Linter(rules: [TapGestureShouldBeButtonRule()]).lint(sources).map(\.message)
    }

    static let iconButton = """
        import SwiftUI
        struct IconButton: View {
            let action: () -> Void
            var body: some View { Button(action: action) { Image(systemName: "play") } }
        }
        """

    @Test func projectViewHoldingAButtonInAnotherFileGetsTheContainerMessage() {
        let found = Self.messages([
            "IconButton.swift": Self.iconButton,
            "Player.swift": """
                import SwiftUI
                struct MiniPlayer: View {
                    var body: some View { HStack { Text("Song"); IconButton {} } }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var expanded = false
                    var body: some View {
                        MiniPlayer().onTapGesture { expanded = true }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func groupShowingAProjectViewWithControlsGetsTheContainerMessage() {
        let found = Self.messages([
            "IconButton.swift": Self.iconButton,
            "Post.swift": """
                import SwiftUI
                struct PostBody: View {
                    var body: some View { Main }
                    var Main: some View { VStack { Text("Post"); IconButton {} } }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var collapsed = false
                    var body: some View {
                        Group {
                            if collapsed { Text("Title") } else { PostBody() }
                        }
                        .onTapGesture { collapsed.toggle() }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func projectViewOfLabelsKeepsTheButtonMessage() {
        let found = Self.messages([
            "Player.swift": """
                import SwiftUI
                struct TrackLabel: View {
                    var body: some View { HStack { Image(systemName: "music.note"); Text("Song") } }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var expanded = false
                    var body: some View {
                        TrackLabel().onTapGesture { expanded = true }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    @Test func aButtonOnlyWhenACallerPassesAnActionIsNotCounted() {
        let found = Self.messages([
            "Avatar.swift": """
                import SwiftUI
                struct Avatar: View {
                    var onTap: (() -> Void)?
                    var body: some View {
                        if let onTap { Button(action: onTap) { Text("A") } } else { Text("A") }
                    }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var showsAll = false
                    var body: some View {
                        HStack { Avatar() }.onTapGesture { showsAll = true }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    @Test func aLinkShownForSomeDataCounts() {
        let found = Self.messages([
            "Preview.swift": """
                import SwiftUI
                struct PostPreview: View {
                    let url: URL?
                    var body: some View {
                        VStack { Text("Post"); if let url { Link("Open", destination: url) } }
                    }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var showsThread = false
                    var body: some View {
                        PostPreview(url: nil).onTapGesture { showsThread = true }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func genericContentGetsTheContainerMessage() {
        let found = Self.messages([
            "Card.swift": """
                import SwiftUI
                struct Card<Content: View>: View {
                    let content: Content
                    let open: () -> Void
                    var body: some View {
                        VStack { content }
                            .onTapGesture { open() }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    /// (fix round 6) The same card running its own action over the caller's content alone is
    /// silent (what that content holds is decided at each use); with a control of its own known
    /// here, the container message stays.
    @Test func genericContentWithTheViewsOwnActionIsSilentUnlessAControlIsKnown() {
        let found = Self.messages([
            "Card.swift": """
                import SwiftUI
                struct Card<Content: View>: View {
                    let content: Content
                    @State private var opened = false
                    var body: some View {
                        VStack {
                            VStack { content }
                                .onTapGesture { opened = true }
                            VStack { content; Button("Share") {} }
                                .onTapGesture { opened = true }
                            VStack { content; ShareMenu() }
                                .onTapGesture { opened = true }
                        }
                    }
                }
                struct ShareMenu: View {
                    var body: some View { HStack { Text("Share"); Button("Copy") {} } }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.containerMessage])
    }

    // (fix round 2) A same-type helper holding buttons (element-x-ios invite cell, damus relay row).
    @Test func sameTypeHelperPropertyHoldingButtonsGetsTheContainerMessage() {
        let found = Self.messages(["Invite.swift": """
            import SwiftUI
            struct InviteCell: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 16) {
                        mainContent
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .onTapGesture { context.send(viewAction: .select) }
                }
                private var mainContent: some View {
                    VStack(alignment: .leading, spacing: 14) {
                        Text("Invite")
                        ViewThatFits {
                            HStack(spacing: 12) { buttons }
                            VStack(spacing: 16) { buttons }
                        }
                    }
                }
                @ViewBuilder
                private var buttons: some View {
                    Button { context.send(viewAction: .decline) } label: { Text("Decline") }
                    Button { context.send(viewAction: .accept) } label: { Text("Accept") }
                }
            }
            """])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func sameTypeHelperFunctionHoldingAButtonGetsTheContainerMessage() {
        let found = Self.messages(["Relay.swift": """
            import SwiftUI
            struct RelayRow: View {
                let recommended: Bool
                var body: some View {
                    HStack {
                        Text("relay")
                        if recommended {
                            AddButton(url: "wss://relay")
                        }
                    }
                    .onTapGesture { open() }
                }
                func AddButton(url: String) -> some View {
                    Button { add(url) } label: { Image(systemName: "plus") }
                }
            }
            """])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func sameTypeHelperWithoutControlsKeepsTheButtonMessage() {
        let found = Self.messages(["Row.swift": """
            import SwiftUI
            struct PlainRow: View {
                var open: () -> Void
                var body: some View {
                    HStack { Image(systemName: "doc"); details }
                        .onTapGesture { open() }
                }
                private var details: some View { VStack { Text("Name"); Text("Size") } }
            }
            """])
        #expect(found == [TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 3) A control layered on by an `.overlay` before the tap, or built in another closure
    /// argument of the base call, is inside the tapped view: the container message. An overlay after
    /// the tap is not part of the tapped view.
    @Test func controlLayeredBeforeTheTapGetsTheContainerMessage() {
        let found = Self.messages([
            "Card.swift": """
                import SwiftUI
                struct Row<Kind: View>: View {
                    let kind: Kind
                    var body: some View { HStack { kind } }
                }
                struct Card: View {
                    @State private var opened = false
                    var body: some View {
                        VStack {
                            Text("Layered").overlay { Button("Share") {} }.onTapGesture { opened = true }
                            Row(kind: VStack { Toggle("On", isOn: .constant(true)) }).onTapGesture { open() }
                            Text("Helper").overlay(shareBadge).onTapGesture { open() }
                            Text("After").onTapGesture { open() }.overlay { Button("Share") {} }
                        }
                    }
                    var shareBadge: some View { Button("Badge") {} }
                    func open() { opened = true }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.containerMessage,
                          TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 3) A local bound to a project view (`let layout = NotchLayout()`) is that view: the
    /// container message when it holds controls, "use Button" when it does not.
    @Test func localBoundToAProjectViewIsThatView() {
        let found = Self.messages([
            "IconButton.swift": Self.iconButton,
            "Notch.swift": """
                import SwiftUI
                struct NotchLayout: View {
                    var body: some View { HStack { Text("Notch"); IconButton {} } }
                }
                struct Plain: View {
                    var body: some View { Text("Plain") }
                }
                struct Notch: View {
                    @State private var open = false
                    var body: some View {
                        VStack {
                            let layout = NotchLayout()
                            let plain = Plain()
                            layout.onTapGesture { open = true }
                            plain.onTapGesture { open = true }
                        }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 4) A local built from a same-type helper function, with modifiers applied
    /// (`let layout = NotchLayout().padding(4)` with `func NotchLayout() -> some View`), is that
    /// helper: the container message when it builds controls, "use Button" when it does not.
    @Test func localBuiltFromASameTypeHelperWithModifiersIsThatHelper() {
        let found = Self.messages([
            "Notch.swift": """
                import SwiftUI
                struct Notch: View {
                    @State private var open = false
                    var body: some View {
                        VStack {
                            let layout = NotchLayout().padding(4).background(.black)
                            let plain = PlainLayout().padding(4)
                            layout.onTapGesture { open = true }
                            plain.onTapGesture { open = true }
                        }
                    }
                    func NotchLayout() -> some View { HStack { Text("Notch"); Button("Settings") {} } }
                    func PlainLayout() -> some View { Text("Plain") }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 4) A wrapper's tap that runs exactly the wrapped project view's own tap action
    /// (across files) is silent; one doing something else is reported.
    @Test func wrapperRepeatingTheWrappedViewsTapIsSilent() {
        let found = Self.messages([
            "Row.swift": """
                import SwiftUI
                struct PostRow: View {
                    let post: String
                    var open: (String) -> Void
                    var body: some View { mainView }
                    private var mainView: some View {
                        VStack { Text(post) }.onTapGesture {
                            open(post)
                        }
                    }
                }
                """,
            "Quote.swift": """
                import SwiftUI
                struct Quote: View {
                    let post: String
                    var open: (String) -> Void
                    var share: (String) -> Void
                    var body: some View {
                        VStack {
                            PostRow(post: post, open: open).onTapGesture { open(post) }
                            PostRow(post: post, open: open).onTapGesture { share(post) }
                        }
                    }
                }
                """,
        ])
        // The wrapper's share tap and the row's own tap; not the wrapper's repeat of the row's tap.
        // (fix round 7) The row's tap runs the action its caller hands in (`open(post)`): a button
        // component, which a Button cannot wrap once fixed, so the share tap gets the container message.
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 4) A tap on a drag source in Mac-only code (the file imports AppKit, not UIKit)
    /// gets the trait-and-action message; the same view in iOS code keeps "use Button", and a
    /// Mac view that is not a drag source keeps it too.
    @Test func macDragSourceGetsTheAccessibilityActionMessage() {
        let view = """
            struct TrayItem: View {
                let name: String
                var open: () -> Void
                var body: some View {
                    VStack {
                        Text(name).draggable(name).onTapGesture { open() }
                        Text(name).onTapGesture { open() }
                    }
                }
            }
            """
        let mac = Self.messages(["Tray.swift": "import SwiftUI\nimport AppKit\n" + view])
        #expect(mac == [TapGestureShouldBeButtonRule.draggableMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
        let iOS = Self.messages(["Tray.swift": "import SwiftUI\nimport UIKit\n" + view])
        #expect(iOS == [TapGestureShouldBeButtonRule.message("onTapGesture"), TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 7) A project view's same-type helper declared in an extension in another file
    /// (`MediaView+Views.swift`) is followed: a Button there makes the container message; a helper
    /// there that is only text keeps "use Button".
    @Test func sameTypeHelperInAnotherFileIsFollowed() {
        let found = Self.messages([
            "Card.swift": """
                import SwiftUI
                struct MediaCard: View {
                    var body: some View { Image(systemName: "photo").overlay(errorOverlay) }
                }
                struct CaptionCard: View {
                    var body: some View { VStack { Image(systemName: "photo"); caption } }
                }
                """,
            "Card+Views.swift": """
                import SwiftUI
                extension MediaCard {
                    var errorOverlay: some View { VStack { Text("Failed"); Button("Retry") {} } }
                }
                extension CaptionCard {
                    var caption: some View { Text("Caption") }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var opened = false
                    var body: some View {
                        VStack {
                            content.onTapGesture { opened = true }
                            CaptionCard().onTapGesture { opened = true }
                        }
                    }
                    var content: some View { VStack { MediaCard(); Text("Link") } }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 7) A project view whose tap runs an action its caller hands in (window controls
    /// drawn as tapped images, through a same-type helper) is a button component: a card showing it
    /// gets the container message. A view whose tap runs its own action (a badge opening a page),
    /// or a tap component two project views down (`Frame` showing `Header` showing the controls),
    /// keeps "use Button".
    @Test func projectViewWithATapComponentGetsTheContainerMessage() {
        let found = Self.messages([
            "Controls.swift": """
                import SwiftUI
                struct WindowControls: View {
                    let onAction: (String) -> Void
                    var body: some View { HStack { control("xmark") } }
                    private func control(_ symbol: String) -> some View {
                        Image(systemName: symbol).accessibilityAddTraits(.isButton).onTapGesture { onAction(symbol) }
                    }
                }
                struct Badge: View {
                    @State private var opened = false
                    var body: some View { Text("Verified").accessibilityAddTraits(.isButton).onTapGesture { opened = true } }
                }
                struct Header: View {
                    var body: some View { HStack { Text("App"); WindowControls { _ in } } }
                }
                struct Frame: View {
                    var body: some View { Header().padding() }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @State private var opened = false
                    var body: some View {
                        VStack {
                            VStack { toolbar; Text("App") }.onTapGesture { opened = true }
                            VStack { Badge(); Text("App") }.onTapGesture { opened = true }
                            Header().onTapGesture { opened = true }
                            VStack { Frame() }.onTapGesture { opened = true }
                        }
                    }
                    private var toolbar: some View { HStack { Text("App"); WindowControls { _ in } } }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture"),
                          TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 10) A tap on a view that also has a long press with an action of its own, alone or
    /// sequenced before a drag (damus' profile picture, winston's post card), gets the message offering
    /// a Button with the long press attached beside it, or the gestures kept with a trait and an action.
    /// A drag alone, a press that only draws a pressed look (a hand-made button: a ButtonStyle does that),
    /// and a long press on the parent keep "use Button".
    @Test func tapBesideAnActingLongPressGetsTheTwoFixMessage() {
        let found = Self.messages([
            "Avatar.swift": """
                import SwiftUI
                struct Avatar: View {
                    var showProfile: () -> Void
                    var openProfile: () -> Void
                    @State private var offset: CGFloat = 0
                    @State private var pressed = false
                    var body: some View {
                        VStack {
                            Image(systemName: "person").onTapGesture { showProfile() }
                                .onLongPressGesture(minimumDuration: 0.1) { openProfile() }
                            Text("Card").gesture(TapGesture().onEnded { showProfile() })
                                .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in offset = 0 })
                            Text("Swipe").onTapGesture { showProfile() }
                                .gesture(DragGesture().onChanged { offset = $0.translation.width })
                            Text("Press").onTapGesture { showProfile() }
                                .onLongPressGesture(minimumDuration: 0.3, perform: {}, onPressingChanged: { pressed = $0 })
                            HStack { Text("Name").onTapGesture { showProfile() } }
                                .onLongPressGesture { openProfile() }
                        }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.pressMessage("onTapGesture"), TapGestureShouldBeButtonRule.pressMessage("TapGesture"),
                          TapGestureShouldBeButtonRule.message("onTapGesture"), TapGestureShouldBeButtonRule.message("onTapGesture"),
                          TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (fix round 10) A project view in another file whose tap acts on what its caller hands in
    /// (`@ObservedObject var channel`, a `@Binding`): a control written as a tap, so the row holding it
    /// gets the container message. A view whose tap changes only its own `@State` is not counted.
    @Test func projectViewWhoseTapActsOnTheCallersDataCountsAsAControl() {
        let found = Self.messages([
            "Controls.swift": """
                import SwiftUI
                struct SubscribeControl: View {
                    @ObservedObject var channel: Channel
                    var body: some View {
                        Text("Sub").accessibilityAddTraits(.isButton).onTapGesture { channel.toggleSubscription() }
                    }
                }
                struct StarControl: View {
                    @Binding var starred: Bool
                    var body: some View {
                        Image(systemName: "star").accessibilityAddTraits(.isButton).onTapGesture { starred.toggle() }
                    }
                }
                struct InfoBadge: View {
                    @State private var showsInfo = false
                    var body: some View {
                        Image(systemName: "info").accessibilityAddTraits(.isButton).onTapGesture { showsInfo = true }
                    }
                }
                """,
            "Row.swift": """
                import SwiftUI
                struct Row: View {
                    @ObservedObject var channel: Channel
                    @State private var starred = false
                    @State private var opened = false
                    var body: some View {
                        VStack {
                            HStack { Text("Channel"); SubscribeControl(channel: channel) }.onTapGesture { opened = true }
                            HStack { Text("Channel"); StarControl(starred: $starred) }.onTapGesture { opened = true }
                            HStack { Text("Channel"); InfoBadge() }.onTapGesture { opened = true }
                        }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.containerMessage,
                          TapGestureShouldBeButtonRule.message("onTapGesture")])
    }

    /// (v2 coverage) The container message on the plainest shape: a stack written in `body` that holds
    /// a Button with another action; and the Button message on the same stack without it.
    @Test func plainStackInBodyHoldingAButtonGetsTheContainerMessage() {
        let found = Self.messages([
            "Row.swift": """
                import SwiftUI
                struct Row: View {
                    let play: () -> Void
                    @State private var expanded = false
                    var body: some View {
                        VStack {
                            HStack {
                                Text("Song")
                                Button(action: play) { Image(systemName: "play") }
                            }
                            .onTapGesture { expanded.toggle() }
                            HStack { Text("Song"); Image(systemName: "music.note") }
                                .onTapGesture { expanded.toggle() }
                        }
                    }
                }
                """,
        ])
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage, TapGestureShouldBeButtonRule.message("onTapGesture")])
    }
}
