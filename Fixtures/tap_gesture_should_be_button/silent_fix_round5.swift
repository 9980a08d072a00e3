import SwiftUI
import AppKit

/// (fix round 5) Taps a Button is not the fix for:
/// - a tap that calls the view's own function whose every statement clears (`hideMenu()`), over a
///   project view holding controls: the "tap outside to close" pattern;
/// - a project's near-invisible colour (`Color.almostClear`) under content, whose tap dismisses;
/// - a paging `TabView` (`.tabViewStyle(.page)`): a swiping container like a ScrollView;
/// - a tap that only forwards to a platform control (`button?.performClick(nil)`, `sendActions`);
/// - a row tap that writes the binding of the enclosing `List(selection:)`.
extension Color {
    static var almostClear: Color { Color.black.opacity(0.0001) }
}

struct MenuRowPreview: View {
    var onReply: () -> Void
    var body: some View {
        VStack {
            Text("Message")
            Button("Reply", action: onReply)
        }
    }
}

struct MenuHost: View {
    @State private var menuRow: Int?
    @State private var isShowingMenu = false

    var body: some View {
        MenuRowPreview(onReply: {})
            .onTapGesture {
                hideMenu()
            }
    }

    func hideMenu() {
        menuRow = nil
        isShowingMenu = false
    }
}

struct PresentationUnderlay<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    let content: Content

    var body: some View {
        content
            .background(
                Color.almostClear.onTapGesture {
                    self.dismiss()
                }
            )
    }
}

struct MediaPager: View {
    @State private var index = 0
    @State private var showsThumbnails = false

    var body: some View {
        TabView(selection: $index) {
            ForEach(0..<3, id: \.self) { page in
                Text("Page \(page)").tag(page)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .onTapGesture {
            withAnimation { showsThumbnails.toggle() }
        }
    }
}

struct PopUpField: View {
    @State private var button: NSPopUpButton?
    @State private var control: UIControlStandIn?

    var body: some View {
        VStack {
            Text("Mode")
                .onTapGesture {
                    button?.performClick(nil)
                }
            Text("Other")
                .onTapGesture {
                    control?.sendActions(for: .touchUpInside)
                }
        }
    }
}

final class UIControlStandIn {
    func sendActions(for event: Int) {}
}

extension Int { static let touchUpInside = 1 }

struct TaskList: View {
    @State private var shownTask: Int?
    let tasks = [1, 2, 3]

    var body: some View {
        List(selection: $shownTask) {
            ForEach(tasks, id: \.self) { task in
                Text("Task \(task)")
                    .onTapGesture {
                        shownTask = task
                    }
            }
        }
    }
}
