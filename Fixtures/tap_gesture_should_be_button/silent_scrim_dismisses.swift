import SwiftUI

/// (fix round) The dimmed backdrop behind a card or panel: a tap outside closes it, possibly
/// behind a condition or through a `dismiss` function. Not a button anyone looks for.
struct CardOverlay<Card: View>: View {
    @Binding var isPresented: Bool
    let allowsTapToDismiss: Bool
    let card: Card

    var body: some View {
        ZStack {
            if isPresented {
                Color.black
                    .opacity(0.4)
                    .ignoresSafeArea()
                    .onTapGesture {
                        if allowsTapToDismiss {
                            dismiss()
                        }
                    }
                card
            }
        }
    }

    private func dismiss() {
        withAnimation { isPresented = false }
    }
}

struct QuestionPanel: View {
    @State private var open = false
    @State private var selected: Int?

    var body: some View {
        Text("Questions")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            .background(!open ? nil : Color.black.opacity(0.5).onTapGesture {
                if let selected {
                    deselect(selected)
                } else {
                    withAnimation { open = false }
                }
            })
    }

    func deselect(_ index: Int) { selected = nil }
}

struct Toast: ViewModifier {
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content.overlay(
            Group { EmptyView() }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.black.opacity(0.2))
                .onTapGesture(perform: dismissToast)
        )
    }

    func dismissToast() { isPresented = false }
}
