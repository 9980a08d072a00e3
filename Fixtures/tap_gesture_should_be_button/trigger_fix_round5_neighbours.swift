import SwiftUI
import AppKit

/// (fix round 5) The near misses stay reported: a helper that also does work (not only clears), a
/// named colour that is not near-invisible, a `TabView` with the default style, a tap that calls
/// something beside `performClick`, and a row tap that writes state other than the List's selection.
struct MenuRowCard: View {
    var onReply: () -> Void
    var body: some View {
        VStack {
            Text("Message")
            Button("Reply", action: onReply)
        }
    }
}

struct SendingHost: View {
    @State private var menuRow: Int?

    var body: some View {
        MenuRowCard(onReply: {})
            .onTapGesture { // expect: tap_gesture_should_be_button@14
                hideAndSend()
            }
    }

    func hideAndSend() {
        menuRow = nil
        send()
    }

    func send() {}
}

extension Color {
    static var brandBlue: Color { Color.blue }
}

struct BrandUnderlay<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    let content: Content

    var body: some View {
        content
            .background(
                Color.brandBlue.onTapGesture { // expect: tap_gesture_should_be_button@33
                    self.dismiss()
                }
            )
    }
}

struct PlainTabs: View {
    @State private var showsThumbnails = false

    var body: some View {
        TabView {
            Text("One")
            Text("Two")
        }
        .onTapGesture { // expect: tap_gesture_should_be_button@10
            showsThumbnails.toggle()
        }
    }
}

struct ClickAndLog: View {
    @State private var button: NSPopUpButton?
    @State private var clicks = 0

    var body: some View {
        Text("Mode")
            .onTapGesture { // expect: tap_gesture_should_be_button@14
                button?.performClick(nil)
                clicks += 1
            }
    }
}

struct TaskRows: View {
    @State private var shownTask: Int?
    @State private var openedTask: Int?
    let tasks = [1, 2, 3]

    var body: some View {
        List(selection: $shownTask) {
            ForEach(tasks, id: \.self) { task in
                Text("Task \(task)")
                    .onTapGesture { // expect: tap_gesture_should_be_button@22
                        openedTask = task
                    }
            }
        }
    }
}
