import SwiftUI

/// (fix round 8) The tap's whole action is one call that a Button or menu item of the same type
/// makes too, with the same arguments: a toolbar menu's "Collapse Post" beside a tap-to-collapse,
/// a row's menu "Mark as read" beside a tap that marks it read. The tap only widens the target.
struct PostPage: View {
    let post: Post
    @State private var collapsed = false
    @AppStorage("tapToCollapse") private var tapToCollapse = true

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                postView(post, proxy: proxy)
            }
            .toolbar { toolbarContent(post: post, proxy: proxy) }
        }
    }

    @ViewBuilder
    func toolbarContent(post: Post, proxy: ScrollViewProxy) -> some View {
        Menu {
            Button(collapsed ? "Expand Post" : "Collapse Post") {
                toggleCollapsed(post: post, proxy: proxy)
            }
        } label: {
            Image(systemName: "ellipsis")
        }
    }

    func postView(_ post: Post, proxy: ScrollViewProxy) -> some View {
        Text(post.title)
            .onTapGesture {
                if tapToCollapse || collapsed {
                    toggleCollapsed(post: post, proxy: proxy)
                }
            }
    }

    func toggleCollapsed(post: Post, proxy: ScrollViewProxy) {
        collapsed.toggle()
        proxy.scrollTo(post.id)
    }
}

struct InboxRow: View {
    let message: Message
    let model: InboxModel

    var body: some View {
        HStack {
            summary
            Menu {
                Button("Mark as read") { model.markRead(message, undo: false) }
                Button("Delete", role: .destructive) { model.delete(message) }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
    }

    var summary: some View {
        Text(message.subject)
            .onTapGesture { model.markRead(message, undo: false) }
    }
}

struct Post: Identifiable {
    let id: Int
    let title: String
}

struct Message {
    let subject: String
}

final class InboxModel {
    func markRead(_ message: Message, undo: Bool) {}
    func delete(_ message: Message) {}
}
