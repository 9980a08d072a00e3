import SwiftUI

/// (fix round 8) The near misses stay reported: a Button making the same call with other
/// arguments, a tap doing more than that one call, a Button hidden from assistive technologies,
/// a tap whose call a Button of another type makes, and a tap whose call only a context menu
/// item makes besides more work (a context menu is a secondary path, not the tap's equivalent).
struct FeedView: View {
    let items: [Int]
    @State private var selected: Int?
    @State private var opened = 0

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text("\(item)")
                    .onTapGesture { select(item) } // expect: tap_gesture_should_be_button@22
            }
            Text("Open twice")
                .onTapGesture { // expect: tap_gesture_should_be_button@18
                    open(2)
                    opened += 1
                }
            Button("Open") { open(2) }
            Text("Reset")
                .onTapGesture { reset(animated: true) } // expect: tap_gesture_should_be_button@18
            Button("Reset") { reset(animated: true) }
                .accessibilityHidden(true)
            Text("Share")
                .onTapGesture { share() } // expect: tap_gesture_should_be_button@18
        }
        .toolbar { toolbarButtons() }
    }

    @ViewBuilder
    func toolbarButtons() -> some View {
        Button("First") { select(items[0]) }
    }

    func select(_ item: Int) { selected = item }
    func open(_ count: Int) { opened = count }
    func reset(animated: Bool) { selected = nil }
    func share() {}
}

struct ShareBar: View {
    var body: some View {
        Button("Share") { share() }
    }

    func share() {}
}

struct LinkRow: View {
    @Environment(\.openURL) private var openURL
    let link: URL
    @State private var opened = false

    var body: some View {
        row
            .contextMenu {
                Button("Open") {
                    openURL(link)
                    opened = true
                }
            }
    }

    var row: some View {
        Text(link.absoluteString)
            .onTapGesture { openURL(link) } // expect: tap_gesture_should_be_button@14
    }
}
