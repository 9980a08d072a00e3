import SwiftUI

/// (fix round) The tap repeats what a control of the same view does (the overlaid "more"
/// button, a Slider's binding, a toolbar button): VoiceOver users already have the control, the
/// tap only makes the target bigger.
struct ExpandableSummary: View {
    let text: String
    @State private var isExpanded = false

    var body: some View {
        Text(text)
            .lineLimit(isExpanded ? nil : 2)
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation { isExpanded.toggle() }
            }
            .overlay(alignment: .bottomTrailing) {
                if !isExpanded {
                    Button("more") {
                        withAnimation { isExpanded.toggle() }
                    }
                }
            }
    }
}

struct PageJumpSheet: View {
    let pages: [Int]
    @State private var pageValue = 0.0

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(pages, id: \.self) { page in
                        Text("\(page)")
                            .onTapGesture { pageValue = Double(page) }
                    }
                }
            }
            Slider(value: $pageValue, in: 0...Double(pages.count))
        }
    }
}
