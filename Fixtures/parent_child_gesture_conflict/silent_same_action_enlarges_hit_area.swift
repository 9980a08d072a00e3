import SwiftUI

/// (v2) The container's tap does what the inner button does (the same call, or the same
/// property writes): it only enlarges the hit area, whichever fires.
struct CategoryChip: View {
    let category: String
    let select: (String) -> Void

    var body: some View {
        HStack {
            Button { select(category) } label: { Image(systemName: "tag") }
            Text(category)
        }
        .padding(8)
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { select(category) })
    }
}

struct ExpandableHeader: View {
    let title: String
    @Binding var isExpanded: Bool

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            Button {
                withAnimation { isExpanded.toggle() }
            } label: {
                Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
            }
        }
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { withAnimation { isExpanded.toggle() } })
    }
}
