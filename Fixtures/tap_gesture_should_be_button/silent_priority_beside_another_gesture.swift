import SwiftUI

/// (v2) The near miss: the simultaneous tap sits beside a drag on the same view, a deliberate
/// priority choice.
struct DraggableThumbnail: View {
    let imageName: String
    @State private var offset: CGSize = .zero
    @State private var showsDetail = false

    var body: some View {
        Image(imageName)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.spring) { offset = .zero } }
            )
            .simultaneousGesture(TapGesture().onEnded { showsDetail = true })
            .accessibilityAction(named: "Move") { offset = CGSize(width: 20, height: 0) }
    }
}

/// (v2) A reusable component whose body root takes a high-priority tap: the parent that embeds it
/// (and whose gesture the priority is about) is not in view here.
struct VoteArrow: View {
    let systemName: String
    let vote: () -> Void

    var body: some View {
        Image(systemName: systemName)
            .contentShape(Circle())
            .highPriorityGesture(TapGesture().onEnded(vote))
    }
}
