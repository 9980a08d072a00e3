import SwiftUI

/// The same helper shape, used only outside any scroll view.
struct Pannable: ViewModifier {
    @State private var offset: CGSize = .zero

    func body(content: Content) -> some View {
        content
            .offset(offset)
            .gesture(DragGesture().onEnded { value in offset = value.translation })
            .accessibilityAction(named: "Reset position") { offset = .zero }
    }
}

extension View {
    func pannable() -> some View { modifier(Pannable()) }
}

struct Desk: View {
    var body: some View {
        ZStack {
            Color.brown
            Image("note").pannable()
        }
    }
}
