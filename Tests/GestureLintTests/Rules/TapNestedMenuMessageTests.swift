import Foundation
import Testing
import GestureLintCore
@testable import GestureLintRules

/// (fix round 12) The shape of a comment card tapped to collapse: a generic project view in its own
/// file whose controls are a `Menu` two same-type helpers and a `switch` down (inside a project view of
/// a third file) and a bar of buttons shown behind an `if`; the tap sits on the card in an extension
/// function of another type. It gets the container message (an accessibility action), never "use
/// Button"; the same card without controls keeps the Button message.
@Suite struct TapNestedMenuMessageTests {
    static func messages(menuBody: String) -> [String] {
        let files = [
            "MoreMenu.swift": """
                import SwiftUI
                struct MoreMenu: View {
                    let size: CGFloat
                    var body: some View { \(menuBody) }
                }
                """,
            "CommentCard.swift": """
                import SwiftUI
                struct CommentCard<Extra: View>: View {
                    let text: String
                    let grouping: Int
                    let collapsed: Bool
                    let extra: Extra
                    init(text: String, grouping: Int = 0, collapsed: Bool = false, @ViewBuilder extra: () -> Extra = { EmptyView() }) {
                        self.text = text
                        self.grouping = grouping
                        self.collapsed = collapsed
                        self.extra = extra()
                    }
                    @ViewBuilder
                    var body: some View {
                        VStack {
                            header
                            if !collapsed { Text(text) }
                        }
                    }
                    var header: some View {
                        HStack {
                            Text("author")
                            Spacer()
                            Group {
                                if collapsed { Image(systemName: "chevron.down") } else { menus }
                            }
                        }
                    }
                    var menus: some View {
                        HStack {
                            switch grouping {
                            case 0: MoreMenu(size: 24)
                            default: MoreMenu(size: 20)
                            }
                        }
                    }
                }
                """,
            "Thread+Views.swift": """
                import SwiftUI
                extension ThreadView {
                    @ViewBuilder
                    func node(_ text: String) -> some View {
                        CommentCard(text: text, collapsed: collapsed)
                            .onTapGesture {
                                withAnimation { collapsed.toggle() }
                            }
                            .padding(4)
                    }
                }
                """,
            "Thread.swift": """
                import SwiftUI
                struct ThreadView: View {
                    @State var collapsed = false
                    var body: some View { node("hello") }
                }
                """,
        ]
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return Linter(rules: [TapGestureShouldBeButtonRule()]).lint(sources).map(\.message)
    }

    @Test func cardWhoseHelperShowsAProjectMenuGetsTheContainerMessage() {
        let found = Self.messages(menuBody: #"Menu { Button("Copy") {} } label: { Image(systemName: "ellipsis") }"#)
        #expect(found == [TapGestureShouldBeButtonRule.containerMessage])
    }

    @Test func sameCardWithoutControlsKeepsTheButtonMessage() {
        let found = Self.messages(menuBody: #"Image(systemName: "ellipsis").frame(width: size)"#)
        #expect(found.count == 1)
        #expect(found.first?.contains("use Button(action:label:)") == true)
    }
}
