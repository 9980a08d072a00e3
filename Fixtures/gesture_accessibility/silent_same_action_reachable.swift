import SwiftUI

/// (v2) Swipe-to-dismiss next to a close button that calls the same `dismiss()`.
struct PhotoViewer: View {
    let photo: Image
    @Environment(\.dismiss) private var dismiss
    @State private var pull: CGFloat = 0

    var body: some View {
        ZStack(alignment: .topTrailing) {
            photo
                .resizable()
                .scaledToFit()
                .offset(y: pull)
                .gesture(
                    DragGesture()
                        .onChanged { pull = $0.translation.height }
                        .onEnded { value in
                            if value.translation.height > 150 { dismiss() } else { pull = 0 }
                        }
                )
            Button { dismiss() } label: {
                Image(systemName: "xmark.circle.fill").font(.title)
            }
            .padding()
        }
    }
}

enum InboxFilter: Int, CaseIterable { case all, unread, flagged }

/// (v2) A horizontal swipe steps the same filter the segmented picker sets.
struct InboxList: View {
    @State private var filter: InboxFilter = .all

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(InboxFilter.allCases, id: \.self) { Text("\($0)").tag($0) }
            }
            .pickerStyle(.segmented)
            List { Text("Messages for \(filter)") }
                .gesture(
                    DragGesture(minimumDistance: 30)
                        .onEnded { value in
                            let step = value.translation.width < 0 ? 1 : -1
                            filter = InboxFilter(rawValue: (filter.rawValue + step + 3) % 3) ?? .all
                        }
                )
        }
    }
}
