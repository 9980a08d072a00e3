import SwiftUI

/// (v2) A swiped-away card keeps its offset while it animates out: only the other branch resets,
/// so the offset is meant to outlive the gesture.
struct DiscoverCard: View {
    let profile: String
    let onDecision: (Bool) -> Void
    @State private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.teal)
            .overlay(Text(profile).font(.title))
            .offset(offset)
            .rotationEffect(.degrees(Double(offset.width) / 25))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 140 {
                            offset = CGSize(width: value.translation.width * 4, height: value.translation.height)
                            onDecision(value.translation.width > 0)
                        } else {
                            offset = .zero
                        }
                    }
            )
            .accessibilityAction(named: "Like") { onDecision(true) }
    }
}

/// (v2) A bottom sheet dragged past the threshold stays down until it is dismissed: the guard's
/// early return keeps the value.
struct PullDownSheet: View {
    @Binding var isPresented: Bool
    @State private var dragHeight: CGFloat = 0

    var body: some View {
        VStack { Capsule().frame(width: 40, height: 5); Text("Details") }
            .offset(y: dragHeight)
            .gesture(
                DragGesture()
                    .onChanged { dragHeight = max(0, $0.translation.height) }
                    .onEnded { value in
                        guard value.translation.height < 200 else {
                            isPresented = false
                            return
                        }
                        dragHeight = 0
                    }
            )
            .accessibilityAction(named: "Close") { isPresented = false }
    }
}
