import SwiftUI

struct TagChips: View {
    let tags: [String]
    @Binding var selection: Set<String>

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.subheadline)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(
                            Capsule().fill(selection.contains(tag) ? Color.accentColor : Color.secondary.opacity(0.2))
                        )
                        .onTapGesture { toggle(tag) } // expect: tap_gesture_should_be_button@26
                }
            }
            .padding(.horizontal)
        }
    }

    private func toggle(_ tag: String) {
        if selection.contains(tag) {
            selection.remove(tag)
        } else {
            selection.insert(tag)
        }
    }
}

struct ClearFiltersLabel: View {
    var clear: () -> Void

    var body: some View {
        Label("Clear filters", systemImage: "xmark.circle")
            .foregroundStyle(.secondary)
            .onTapGesture(count: 1, perform: { clear() }) // expect: tap_gesture_should_be_button@14
    }
}
