import SwiftUI

/// (fix round 8) A swipe-up shortcut whose one call, besides its own flags, takes only constants
/// (`openSheet(.quickSwitcher)`) and which a Button elsewhere in the project makes too ("Switch
/// Account" in InboxView, built by a helper from the closure it is given): silent.
struct SwitcherGesture: ViewModifier {
    let navigator: Navigator
    @State private var opened = false

    func body(content: Content) -> some View {
        content
            .simultaneousGesture(DragGesture()
                .onChanged { value in
                    if value.translation.height < -100, !opened {
                        opened = true
                        navigator.openSheet(.quickSwitcher)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            opened = false
                        }
                    }
                })
    }
}

/// The near misses stay reported: the same call only a context menu item makes, a call given a
/// value, a call without arguments, and a gesture that also moves something.
struct OtherShortcuts: View {
    let navigator: Navigator
    let user: String
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Settings")
                .gesture(DragGesture().onEnded { _ in navigator.openSheet(.settings) }) // expect: gesture_accessibility@18
            Text("Profile")
                .gesture(DragGesture().onEnded { _ in navigator.openSheet(.profile(user)) }) // expect: gesture_accessibility@18
            Text("Close")
                .gesture(LongPressGesture().onEnded { _ in navigator.dismiss() }) // expect: gesture_accessibility@18
            Text("Search")
                .gesture(DragGesture().onEnded { value in // expect: gesture_accessibility@18
                    offset = value.translation.height
                    navigator.openSheet(.search)
                })
        }
    }
}
