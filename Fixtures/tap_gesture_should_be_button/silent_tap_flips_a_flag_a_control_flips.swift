import SwiftUI

/// (fix round 6) The tap only flips a flag that a Button of the same view flips too (with more
/// work of its own, such as scrolling to the section): the same expand/collapse is reachable, the
/// floating copy of the header only makes it easier to hit.
struct ThreadView: View {
    let replies: [String]
    @State private var outsideExpanded = true
    @State private var showsStickyHeader = false

    var body: some View {
        ScrollViewReader { scroller in
            ZStack(alignment: .top) {
                ScrollView {
                    VStack {
                        Button {
                            withAnimation {
                                outsideExpanded.toggle()
                                scroller.scrollTo("outside", anchor: .top)
                            }
                        } label: {
                            sectionLabel
                        }
                        .id("outside")
                        if outsideExpanded {
                            ForEach(replies, id: \.self) { Text($0) }
                        }
                    }
                }
                if showsStickyHeader {
                    sectionLabel
                        .onTapGesture {
                            withAnimation { outsideExpanded.toggle() }
                        }
                }
            }
        }
    }

    var sectionLabel: some View {
        Label("Replies outside your network", systemImage: "network.slash")
    }
}
