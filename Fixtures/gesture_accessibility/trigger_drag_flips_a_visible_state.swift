import SwiftUI

/// (fix7) Near misses of the decorative flip: the flag chooses what is shown, the flip depends
/// on where the drag ended, the flag is the caller's (`@Binding`), or it is hidden by `opacity`.
struct FlipCard: View {
    @State private var showsBack = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        ZStack {
            if showsBack { Text("Answer") } else { Text("Question") }
        }
        .background(showsBack ? .blue : .red)
        .offset(dragAmount)
        .gesture( // expect: gesture_accessibility
            DragGesture()
                .onChanged { dragAmount = $0.translation }
                .onEnded { _ in
                    withAnimation { dragAmount = .zero }
                    showsBack.toggle()
                }
        )
    }
}

struct SwipeToMark: View {
    @State private var done = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        Text("Task")
            .background(done ? .green : .gray)
            .offset(dragAmount)
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { value in
                        if value.translation.width > 80 { done.toggle() }
                        withAnimation { dragAmount = .zero }
                    }
            )
    }
}

struct BoundFlag: View {
    @Binding var highlighted: Bool
    @State private var dragAmount = CGSize.zero

    var body: some View {
        Text("Row")
            .background(highlighted ? .yellow : .clear)
            .offset(dragAmount)
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { _ in
                        withAnimation { dragAmount = .zero }
                        highlighted.toggle()
                    }
            )
    }
}

struct HiddenBadge: View {
    @State private var shown = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        Text("Badge")
            .opacity(shown ? 1 : 0)
            .offset(dragAmount)
            .gesture( // expect: gesture_accessibility
                DragGesture()
                    .onChanged { dragAmount = $0.translation }
                    .onEnded { _ in
                        withAnimation { dragAmount = .zero }
                        shown.toggle()
                    }
            )
    }
}

/// A long press that turns the heart red is a like: not a drag, still reported.
struct HeartView: View {
    @State private var liked = false

    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundColor(liked ? .red : .gray)
            .onLongPressGesture { liked.toggle() } // expect: gesture_accessibility
    }
}
