import SwiftUI

struct LiftableTile: View {
    @GestureState private var isPressing = false
    @State private var isLifted = false
    @State private var highlight: Color? = .yellow

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .scaleEffect(isPressing || isLifted ? 1.1 : 1)
            .gesture(
                LongPressGesture()
                    .sequenced(before: DragGesture())
                    .updating($isPressing) { value, state, _ in
                        if case .first(true) = value { state = true }
                    }
                    .onEnded { _ in
                        withAnimation(.spring) { isLifted = false }
                        highlight = nil
                    }
            )
            .onAppear { isLifted = true }
            .accessibilityAction(named: "Lift") { isLifted.toggle() }
    }
}
