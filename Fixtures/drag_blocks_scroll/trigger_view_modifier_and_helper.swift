import SwiftUI

/// The drag is attached by a ViewModifier, applied through an `extension View` helper, to rows of a List.
struct SwipeToFlag: ViewModifier {
    @Binding var flagged: Bool

    func body(content: Content) -> some View {
        content
            .gesture(DragGesture(minimumDistance: 20).onEnded { _ in flagged.toggle() }) // expect: drag_blocks_scroll
            .accessibilityAction(named: flagged ? "Unflag" : "Flag") { flagged.toggle() }
    }
}

extension View {
    func swipeToFlag(_ flagged: Binding<Bool>) -> some View {
        modifier(SwipeToFlag(flagged: flagged))
    }
}

struct MailList: View {
    let subjects: [String]
    @State private var flagged = false

    var body: some View {
        List(subjects, id: \.self) { subject in
            Text(subject)
                .swipeToFlag($flagged)
        }
    }
}
